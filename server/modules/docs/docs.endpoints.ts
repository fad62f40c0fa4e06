import { openApiDocumentSchema } from "../../../shared/schemas";
import { endpoint } from "../../api/endpoint";

/** The API's own description; `document` is built from the whole table, this entry included. */
export function docsEndpoints({ document }: { document: () => Record<string, unknown> }) {
  return [
    endpoint({
      method: "get",
      path: "/api/openapi.json",
      tag: "Docs",
      access: "public",
      summary: "This description (OpenAPI 3.1)",
      response: openApiDocumentSchema,
      handle: () => document(),
    }),
  ];
}
