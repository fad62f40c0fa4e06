import { archiveSource } from "../modules/backups/archive/read-archive";
import type { Document } from "../store/types";

export interface ArchiveContents {
  collections: Record<string, Document[]>;
  uploads: Record<string, Buffer>;
}

/** Everything an archive file holds, read whole: for tests, whose archives are small. */
export async function archiveContents(path: string): Promise<ArchiveContents> {
  const contents: ArchiveContents = { collections: {}, uploads: {} };
  for await (const part of await archiveSource(path)) {
    if (part.kind === "documents") (contents.collections[part.collection] ??= []).push(...part.documents);
    else {
      const chunks: Buffer[] = [];
      for await (const chunk of part.content) chunks.push(chunk);
      contents.uploads[part.name] = Buffer.concat(chunks);
    }
  }
  return contents;
}
