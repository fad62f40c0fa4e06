import { Link, useLocation } from "wouter";
import { Brand } from "@/components/layout/brand";
import { Button } from "@/components/ui/button";

const LINKS = [
  { href: "/", label: "Home" },
  { href: "/posts", label: "Posts" },
  { href: "/admin", label: "Admin dashboard" },
  { href: "/og-test", label: "Open Graph testing centre" },
] as const;

const linkClasses =
  "rounded text-sm text-body underline-offset-4 hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** The site navigation bar of the SEO dashboard: back to the blog and to the other admin tools. */
export function SiteNav({ onSignOut, signingOut }: { onSignOut: () => void; signingOut: boolean }) {
  const [location] = useLocation();
  return (
    <nav aria-label="Site" className="border-b border-border bg-card">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Brand />
        <ul className="flex flex-wrap items-center gap-x-4 gap-y-1">
          {LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={linkClasses} aria-current={location === link.href ? "page" : undefined}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <Button variant="outline" size="sm" onClick={onSignOut} disabled={signingOut}>
              {signingOut ? "Signing out..." : "Sign out"}
            </Button>
          </li>
        </ul>
      </div>
    </nav>
  );
}
