import { GitHubIcon } from "@/components/ui/brand-icons";
import type { ReactNode } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useDemoLogin } from "../api/demo-login";
import { useSignInOptions } from "../api/get-sign-in-options";
import { AuthFrame } from "./auth-frame";
import { GoogleIcon } from "./provider-icons";

const PROVIDERS = [
  { id: "google", label: "Sign in with Google", name: "Google", env: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET", icon: <GoogleIcon /> },
  {
    id: "github",
    label: "Sign in with GitHub",
    name: "GitHub",
    env: "GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET",
    icon: <GitHubIcon size={18} />,
  },
] as const;

type ProviderId = (typeof PROVIDERS)[number]["id"];

function ProviderButton({
  id,
  label,
  env,
  icon,
  enabled,
}: {
  id: ProviderId;
  label: string;
  env: string;
  icon: ReactNode;
  enabled: boolean;
}) {
  const noteId = `${id}-not-configured`;
  const classes = buttonVariants({ variant: "outline", size: "lg", className: "w-full" });
  // OAuth is a full-page redirect to the provider, so a plain link is the honest control.
  if (enabled) {
    return (
      <a href={`/auth/${id}`} className={classes}>
        {icon}
        {label}
      </a>
    );
  }
  return (
    <div className="space-y-1">
      <Button variant="outline" size="lg" className="w-full" disabled aria-describedby={noteId}>
        {icon}
        {label}
      </Button>
      <p id={noteId} className="text-xs text-muted-foreground">
        Not configured on this server: set {env} to turn it on.
      </p>
    </div>
  );
}

function signInErrorProvider(search: string): string | null {
  const provider = new URLSearchParams(search).get("signInError");
  return PROVIDERS.find((entry) => entry.id === provider)?.name ?? null;
}

/** /admin while signed out: the two OAuth sign-ins, the development demo login and the setup note. */
export function SignInScreen({ reload }: { reload?: () => void }) {
  const options = useSignInOptions();
  const demo = useDemoLogin({ reload });
  const failedProvider = signInErrorProvider(window.location.search);
  const callbackUrl = `${window.location.origin}/auth/google/callback`;

  return (
    <AuthFrame title="Admin sign-in">
      <p className="mb-5 text-center text-body">Sign in to write, publish and moderate.</p>
      {failedProvider && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-destructive-border bg-destructive-soft px-3 py-2 text-sm text-destructive-strong"
        >
          Sign-in with {failedProvider} did not complete. Please try again.
        </p>
      )}

      {options.isPending && (
        <div className="space-y-3" aria-busy="true" aria-label="Loading sign-in options">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      )}
      {options.isError && <ErrorState message="We couldn't load the sign-in options." onRetry={() => void options.refetch()} />}
      {options.data && (
        <div className="space-y-3">
          {PROVIDERS.map((provider) => (
            <ProviderButton key={provider.id} {...provider} enabled={options.data[provider.id]} />
          ))}
          {options.data.demo && (
            <div className="border-t border-border pt-4">
              <Button size="lg" className="w-full" onClick={() => demo.mutate()} disabled={demo.isPending} aria-describedby="demo-note">
                {demo.isPending ? "Signing in..." : "Demo login"}
              </Button>
              <p id="demo-note" className="mt-1 text-xs text-muted-foreground">
                Development only: signs you in as the administrator without an account. Off when NODE_ENV=production.
              </p>
              {demo.isError && (
                <p role="alert" className="mt-2 text-sm text-destructive-strong">
                  The demo login failed. Please try again.
                </p>
              )}
            </div>
          )}
        </div>
      )}

      <aside aria-labelledby="setup-note-heading" className="mt-6 rounded-lg bg-accent p-4 text-sm text-emphasis">
        <h2 id="setup-note-heading" className="mb-1 font-semibold text-primary">
          Setting up Google sign-in?
        </h2>
        <p>
          Add this redirect address to the authorised redirect URIs of your Google OAuth app:
          <code className="mt-2 block break-all rounded bg-card px-2 py-1 text-xs">{callbackUrl}</code>
        </p>
      </aside>
    </AuthFrame>
  );
}
