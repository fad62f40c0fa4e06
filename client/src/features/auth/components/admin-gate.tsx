import type { ReactNode } from "react";
import type { AuthUser } from "@shared/types";
import { ErrorState } from "@/components/ui/error-state";
import { Spinner } from "@/components/ui/spinner";
import { useLogout } from "../api/logout";
import { useSession } from "../api/get-session";
import { NotAdminScreen } from "./not-admin-screen";
import { SignInScreen } from "./sign-in-screen";

export interface AdminSession {
  user: AuthUser;
  signOut: () => void;
  signingOut: boolean;
}

export interface AdminGateProps {
  children: (session: AdminSession) => ReactNode;
  /** Called once the server has ended the session, e.g. to drop cached admin data. */
  onSignedOut?: () => void;
}

/**
 * The server decides who sees the admin area: signed out gets the sign-in screen, a non-admin
 * account a refusal with sign out, the administrator the children.
 */
export function AdminGate({ children, onSignedOut }: AdminGateProps) {
  const session = useSession();
  const logout = useLogout();
  const signOut = () => logout.mutate(undefined, { onSettled: () => onSignedOut?.() });

  if (session.isPending) {
    return (
      <main className="flex min-h-screen items-center justify-center bg-background">
        <Spinner label="Checking your session..." showLabel />
      </main>
    );
  }
  if (session.isError) {
    return (
      <main className="mx-auto flex min-h-screen max-w-md items-center px-4">
        <ErrorState className="w-full" message="We couldn't check your session." onRetry={() => void session.refetch()} />
      </main>
    );
  }
  const { authenticated, user, isAdmin } = session.data;
  if (!authenticated || !user) return <SignInScreen />;
  if (!isAdmin) return <NotAdminScreen user={user} onSignOut={signOut} signingOut={logout.isPending} />;
  return <>{children({ user, signOut, signingOut: logout.isPending })}</>;
}
