import * as schemas from "../../../shared/schemas";
import { endpoint } from "../../api/endpoint";
import type { TaggingService } from "./tagging.service";

export function taggingEndpoints({ tagging }: { tagging: TaggingService }) {
  return [
    endpoint({
      method: "post",
      path: "/api/ai-tagging/analyze/{id}",
      tag: "Admin: tagging",
      access: "admin",
      summary: "Suggest tags for one post",
      params: schemas.idParamsSchema,
      response: schemas.postAnalysisSchema,
      handle: ({ params }) => tagging.analyse(params.id),
    }),
    endpoint({
      method: "post",
      path: "/api/ai-tagging/bulk-analyze",
      tag: "Admin: tagging",
      access: "admin",
      summary: "Suggest tags for every post and add them to untagged ones",
      body: schemas.bulkAnalysisInputSchema,
      response: schemas.bulkAnalysisSchema,
      example: {},
      handle: async ({ body }) => ({ results: await tagging.bulk(body) }),
    }),
  ];
}
