import * as schemas from "../../../shared/schemas";
import { endpoint } from "../../api/endpoint";
import type { UploadsService } from "./uploads.service";

const UPLOAD_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif", "image/avif"];
const UPLOAD_LIMIT = "10mb";

export function uploadsEndpoints({ uploads }: { uploads: UploadsService }) {
  return [
    endpoint({
      method: "post",
      path: "/api/admin/uploads",
      tag: "Admin: posts",
      access: "admin",
      summary: "Upload an image (the raw file as the body); answers resized WebP copies",
      rawBody: { types: UPLOAD_TYPES, limit: UPLOAD_LIMIT },
      status: 201,
      response: schemas.uploadedImageSchema,
      errors: { 413: "The file is over 10 MB", 415: "Not one of the accepted image types" },
      handle: ({ req }) => uploads.saveImage(req.body as Buffer),
    }),
  ];
}
