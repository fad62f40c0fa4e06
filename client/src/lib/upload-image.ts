import { useMutation } from "@tanstack/react-query";
import type { UploadedImage } from "@shared/types";
import { apiRequest } from "@/lib/api-client";

export const UPLOAD_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif", "image/avif"] as const;
const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Checked before sending so the author hears at once, not after a 10 MB upload is refused. */
export function uploadProblem(file: File): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return "Choose a PNG, JPEG, WebP, GIF or AVIF image.";
  if (file.size > UPLOAD_MAX_BYTES) return "The image is larger than 10 MB.";
  return null;
}

/** Sends the image itself as the body; the server answers its resized copies. */
export function uploadImage(file: File): Promise<UploadedImage> {
  return apiRequest<UploadedImage>("POST", "/api/admin/uploads", { raw: file, contentType: file.type });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
