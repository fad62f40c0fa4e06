import { DownloadCard } from "@/components/ui/download-card";

/** The way out: the blog as plain files other engines read, unlike the backup, which only Furrow restores. */
export function ExportCard() {
  return (
    <DownloadCard
      id="export-heading"
      title="Export to Markdown"
      description="A zip of Markdown files with front matter (title, slug, dates, tags, excerpt, draft, cover), each post's images beside it, and the approved comments as JSON. Hugo, Jekyll and Astro read it as it is."
      href="/api/admin/export"
      label="Download Markdown export"
    />
  );
}
