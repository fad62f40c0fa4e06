import { LeafIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";

/** The centred card every signed-out or refused screen of the admin area sits in. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-background px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-primary text-white">
            <LeafIcon size={24} />
          </span>
          <h1 className="font-serif text-2xl font-bold text-primary">{title}</h1>
        </div>
        {children}
        <p className="mt-6 text-center text-sm">
          <Link
            href="/"
            className="rounded text-primary underline underline-offset-4 hover:text-primary-light focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Back to the blog
          </Link>
        </p>
      </div>
    </main>
  );
}
