import * as z from "zod";
import * as schemas from "../../../shared/schemas";
import { endpoint } from "../../api/endpoint";
import { toAdminPost } from "../posts";
import { saverOf, type RevisionsService } from "./revisions.service";
import type { RevisionRestore } from "./restore-revision";
import { toRevision, toRevisionSummary } from "./revisions.serializer";

/** A post's history for the editor: the list, one revision in full, and restoring one. */
export function revisionsEndpoints({ revisions, revisionRestore }: { revisions: RevisionsService; revisionRestore: RevisionRestore }) {
  return [
    endpoint({
      method: "get",
      path: "/api/admin/blog-posts/{id}/revisions",
      tag: "Admin: posts",
      access: "admin",
      summary: "A post's revisions, newest first, without their text",
      params: schemas.idParamsSchema,
      response: z.array(schemas.revisionSummarySchema),
      handle: ({ params }) => revisions.list(params.id),
      serialize: (list) => list.map(toRevisionSummary),
    }),
    endpoint({
      method: "get",
      path: "/api/admin/blog-posts/{id}/revisions/{number}",
      tag: "Admin: posts",
      access: "admin",
      summary: "One revision with its markdown and settings",
      params: schemas.revisionParamsSchema,
      response: schemas.revisionSchema,
      handle: ({ params }) => revisions.get(params.id, params.number),
      serialize: toRevision,
    }),
    endpoint({
      method: "post",
      path: "/api/admin/blog-posts/{id}/revisions/{number}/restore",
      tag: "Admin: posts",
      access: "admin",
      summary:
        "Save a revision's content over the post as a new revision (the post stays published or not); 409 if it changed since baseVersion",
      params: schemas.revisionParamsSchema,
      body: schemas.restoreRevisionInputSchema,
      response: schemas.adminPostSchema,
      errors: { 409: "The post changed since baseVersion" },
      example: { baseVersion: 7 },
      handle: ({ params, body, user }) =>
        revisionRestore.restore(params.id, params.number, { baseVersion: body.baseVersion, savedBy: saverOf(user!) }),
      serialize: toAdminPost,
    }),
  ];
}
