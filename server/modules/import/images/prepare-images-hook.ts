import type { UploadedImage } from "../../uploads";
import type { PrepareImages } from "../import-hooks";
import { bringImagesHome } from "./bring-images-home";
import type { FetchImage } from "./fetch-image";

export interface PrepareImagesDependencies {
  fetchImage: FetchImage;
  /** The upload pipeline (uploads.service saveImage). */
  saveImage(data: Buffer): Promise<UploadedImage>;
}

/**
 * The importer's images step: each post's images fetched (or read from the zip), stored through
 * the upload pipeline, and its text pointed at the copies. What was fetched and what failed is
 * remembered for one job only, so an image many posts share is fetched once per import, and a
 * long-lived server does not keep every import's addresses.
 */
export function createPrepareImages({ fetchImage, saveImage }: PrepareImagesDependencies) {
  let job: { id: string; cache: Map<string, string>; failed: Map<string, string> } | null = null;

  const prepareImages: PrepareImages = async (post, context) => {
    // A process works on one import at a time: a new job starts with empty maps.
    if (job?.id !== context.jobId) job = { id: context.jobId, cache: new Map(), failed: new Map() };
    const { post: prepared, lines } = await bringImagesHome(post, {
      fetchImage,
      saveImage,
      assets: context.assets ?? undefined,
      cache: job.cache,
      failed: job.failed,
    });
    for (const line of lines) context.report(line);
    return prepared;
  };

  return {
    prepareImages,
    /** The job has ended: its maps go. */
    forget(jobId: string): void {
      if (job?.id === jobId) job = null;
    },
  };
}
