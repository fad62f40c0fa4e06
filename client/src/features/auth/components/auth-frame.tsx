import type { ReactNode } from "react";
import { Link } from "wouter";
import { LeafIcon } from "@/components/ui/icons";

/** The centred card every signed-out or refused screen of the admin area sits in. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-stone-50 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand text-white">
            <LeafIcon size={24} />
          </span>
          <h1 className="font-serif text-2xl font-bold text-brand">{title}</h1>
        </div>
        {children}
        <p className="mt-6 text-center text-sm">
          <Link
            href="/"
            className="rounded text-brand underline underline-offset-4 hover:text-brand-light focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-light"
          >
            Back to the blog
          </Link>
        </p>
      </div>
    </main>
  );
}
