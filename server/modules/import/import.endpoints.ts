import { pipeline } from "node:stream/promises";
import * as z from "zod";
import { importIdParamsSchema, importJobSchema } from "../../../shared/schemas/imports";
import { endpoint, StreamReply } from "../../api/endpoint";
import { HttpError } from "../../lib/errors";
import type { ProfileService } from "../profile";
import { saverOf } from "../revisions";
import { type ImportJobs, toImportJob } from "./import-jobs";
import { ImportFileError } from "./imported-item";
import { multipartFile } from "./multipart-file";
import { tooLarge } from "./store-upload";

const TAG = "Admin: import";
const uploadQuerySchema = z.object({ name: z.string().trim().max(200).optional() }).strict();
const jobs = (list: Parameters<typeof toImportJob>[0][]) => list.map(toImportJob);

const EXAMPLE_JOB = {
  id: "k3j9x2",
  status: "preview",
  source: "ghost",
  fileName: "my-blog.ghost.2026-11-01.json",
  fileBytes: 48213,
  createdAt: "2026-11-24T09:00:00.000Z",
  updatedAt: "2026-11-24T09:00:02.000Z",
  preview: { posts: 12, drafts: 3, scheduled: 1, comments: 0, tags: 9, images: 14, skipped: { page: 2 }, warnings: [] },
  progress: { done: 0, total: 18 },
  counts: { imported: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0 },
  report: [],
  error: null,
};

export function importEndpoints({
  imports,
  profile,
  maxBytes,
}: {
  imports: ImportJobs;
  profile: Pick<ProfileService, "authorFor">;
  maxBytes: number;
}) {
  return [
    endpoint({
      method: "post",
      path: "/api/admin/imports",
      tag: TAG,
      access: "admin",
      status: 201,
      summary:
        "Upload an export (WordPress WXR, Ghost JSON, or a Substack, Medium or Markdown zip) as the raw body; answers the job with its preview",
      description:
        "The file is the request body itself (any Content-Type), or the first file field of a multipart/form-data form; either way it is streamed to disk up to IMPORT_MAX_MB. Its kind is told from its content. Nothing is written to the blog until the import is confirmed. `?name=` gives the file's name for the list.",
      streamedBody: {
        types: ["application/octet-stream", "application/json", "application/xml", "application/zip", "multipart/form-data"],
      },
      query: uploadQuerySchema,
      response: importJobSchema,
      example: EXAMPLE_JOB,
      errors: {
        400: "The file is empty or malformed (the message names the problem)",
        413: "The file is over IMPORT_MAX_MB",
        415: "Not a format Furrow imports",
      },
      async handle({ req, query, user }) {
        const declared = Number(req.get("content-length") ?? NaN);
        if (Number.isFinite(declared) && declared > maxBytes) throw new HttpError(413, tooLarge(maxBytes).message);
        const upload = {
          savedBy: saverOf(user!),
          author: await profile.authorFor(user!),
          authorId: user!.provider === "demo" ? null : user!.id,
        };
        if (!/^multipart\/form-data/i.test(req.get("content-type") ?? ""))
          return imports.upload({ ...upload, body: req, fileName: query.name || "import" });
        let form;
        try {
          form = await multipartFile(req, maxBytes);
        } catch (error) {
          throw error instanceof ImportFileError ? new HttpError(error.status, error.message) : error;
        }
        return imports.upload({ ...upload, body: form.file, fileName: query.name || form.fileName });
      },
      serialize: toImportJob,
    }),
    endpoint({
      method: "get",
      path: "/api/admin/imports",
      tag: TAG,
      access: "admin",
      summary: "The recent imports, newest first",
      response: z.array(importJobSchema),
      handle: () => imports.list(),
      serialize: jobs,
    }),
    endpoint({
      method: "get",
      path: "/api/admin/imports/{id}",
      tag: TAG,
      access: "admin",
      summary: "An import: its status, preview, progress, counts and the first lines of its report",
      params: importIdParamsSchema,
      response: importJobSchema,
      handle: ({ params }) => imports.get(params.id),
      serialize: toImportJob,
    }),
    endpoint({
      method: "post",
      path: "/api/admin/imports/{id}/confirm",
      tag: TAG,
      access: "admin",
      summary: "Start writing a previewed import to the blog (a background job)",
      params: importIdParamsSchema,
      response: importJobSchema,
      errors: {
        409: "The import is not waiting for confirmation",
        503: "No snapshot could be taken before writing, so the import still waits",
      },
      handle: ({ params }) => imports.confirm(params.id),
      serialize: toImportJob,
    }),
    endpoint({
      method: "post",
      path: "/api/admin/imports/{id}/cancel",
      tag: TAG,
      access: "admin",
      summary: "Drop a previewed import, or stop one being written after its current item",
      params: importIdParamsSchema,
      response: importJobSchema,
      errors: { 409: "The import has ended already" },
      handle: ({ params }) => imports.cancel(params.id),
      serialize: toImportJob,
    }),
    endpoint({
      method: "get",
      path: "/api/admin/imports/{id}/report.csv",
      tag: TAG,
      access: "admin",
      responseMediaType: "text/csv",
      summary: "Every line of an import's report as CSV: kind, original id, title, outcome, reason, path",
      params: importIdParamsSchema,
      async handle({ params }) {
        const report = await imports.reportCsv(params.id);
        return new StreamReply((output) => pipeline(report, output), "text/csv; charset=utf-8", {
          "Content-Disposition": `attachment; filename="furrow-import-${params.id}.csv"`,
        });
      },
    }),
  ];
}
