import type { ImportJob } from "@shared/schemas";
import { isOpen } from "./import-status";

/** The import still under way (or waiting for confirmation), newest first, so a reload shows it again. */
export function newestOpen(jobs: readonly ImportJob[] | undefined): ImportJob | undefined {
  return jobs?.filter((job) => isOpen(job.status)).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}
