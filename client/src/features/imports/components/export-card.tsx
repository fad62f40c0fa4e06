import { buttonVariants } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/section-card";

/** The way out: the blog as plain files other engines read, unlike the backup, which only Furrow restores. */
export function ExportCard() {
  return (
    <SectionCard
      id="export-heading"
      title="Export to Markdown"
      description="A zip of Markdown files with front matter (title, slug, dates, tags, excerpt, draft, cover), each post's images beside it, and the approved comments as JSON. Hugo, Jekyll and Astro read it as it is."
    >
      {/* A plain link: the browser streams the zip to disk with the session cookie, no script needed. */}
      <a href="/api/admin/export" download className={buttonVariants({ variant: "outline" })}>
        Download Markdown export
      </a>
    </SectionCard>
  );
}
