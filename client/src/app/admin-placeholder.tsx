import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { simpleMeta } from "@shared/page-meta";
import { buttonVariants } from "@/components/ui/button";
import { AdminProviders } from "./admin-providers";
import { siteBase } from "./head/site-base";
import { PageHead } from "./page-head";

/** The bare frame admin screens use until their own layout arrives. */
export function AdminPlaceholder({ title, children }: { title: string; children: ReactNode }) {
  const [path] = useLocation();
  return (
    <AdminProviders>
      <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-stone-50 px-4 text-center">
        <PageHead meta={simpleMeta(siteBase(), path, title, undefined, true)} />
        <h1 className="font-serif text-3xl font-bold text-brand">{title}</h1>
        <div className="max-w-xl space-y-2 text-stone-700">{children}</div>
        <Link href="/" className={buttonVariants({ variant: "outline", className: "mt-4" })}>
          Back to the blog
        </Link>
      </main>
    </AdminProviders>
  );
}
