import type { AuthUser } from "@shared/types";
import { Button } from "@/components/ui/button";
import { AuthFrame } from "./auth-frame";

/** Signed in, but with an account the server does not accept as the administrator. */
export function NotAdminScreen({ user, onSignOut, signingOut }: { user: AuthUser | null; onSignOut: () => void; signingOut: boolean }) {
  return (
    <AuthFrame title="This account is not an administrator">
      <div className="space-y-4 text-center text-body">
        {user && (
          <p>
            You are signed in as <strong className="text-foreground">{user.email || user.name}</strong>. Only the blog's administrator can
            use this area.
          </p>
        )}
        <p>Sign out, then sign in with the administrator's account.</p>
        <Button onClick={onSignOut} disabled={signingOut} className="w-full">
          {signingOut ? "Signing out..." : "Sign out"}
        </Button>
      </div>
    </AuthFrame>
  );
}
