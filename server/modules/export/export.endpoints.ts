import { endpoint, StreamReply } from "../../api/endpoint";
import type { MarkdownExportService } from "./markdown-export.service";

export function exportEndpoints({ markdownExport }: { markdownExport: MarkdownExportService }) {
  return [
    endpoint({
      method: "get",
      path: "/api/admin/export",
      tag: "Admin: database",
      access: "admin",
      responseMediaType: "application/zip",
      summary:
        "Download every post as Markdown: a zip of page bundles (index.md with YAML front matter, its images beside it, its approved comments as comments.json) that Hugo, Astro and Jekyll read",
      description:
        "Streamed as it is made. Laid out as content/posts/{slug}/index.md, with a README.md at the root describing the fields; drafts and scheduled posts have draft: true. Commenters' e-mail addresses are never included.",
      headers: { "Content-Disposition": 'attachment; filename="furrow-export-YYYY-MM-DD.zip"' },
      handle() {
        const { filename, write } = markdownExport.start();
        return new StreamReply(write, "application/zip", {
          "Content-Disposition": `attachment; filename="${filename}"`,
          "Cache-Control": "no-store",
        });
      },
    }),
  ];
}
