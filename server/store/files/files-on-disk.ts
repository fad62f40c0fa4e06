import { copyFile, type FileHandle, mkdir, open, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { assertStorableName, isStorableName, type StoredFiles } from "./stored-files";

/** The embedded engine's uploads folder, inside DATA_DIR. */
export const UPLOADS_FOLDER = "uploads";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/**
 * Reads ending at the file's last byte, none larger than the file (64 KB at most, a stream's
 * usual). Left open-ended, a stream reads into a 64 KB buffer, copies a short read into one of
 * the right size, then reads once more to learn the file has ended: for an image-sized upload some
 * 170 KB of buffers where it holds 40 KB, and an archive streams a thousand of them.
 */
const READ_BYTES = 64 * 1024;
const exactReads = (size: number) => (size > 0 ? { end: size - 1, highWaterMark: Math.min(size, READ_BYTES) } : {});

/**
 * A stored file opened, with its size read from the open handle, so the size is that of the file
 * read even if it is replaced meanwhile; null for a name that cannot be stored or is not there.
 */
async function openWithSize(dir: string, name: string): Promise<{ handle: FileHandle; size: number } | null> {
  if (!isStorableName(name)) return null;
  let handle: FileHandle;
  try {
    handle = await open(join(dir, name));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  try {
    return { handle, size: (await handle.stat()).size };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** Files in one folder: the embedded engine's, under DATA_DIR, shared by every process on the machine. */
export function filesOnDisk(dir: string): StoredFiles {
  return {
    async save(name, data) {
      assertStorableName(name);
      await mkdir(dir, { recursive: true });
      // Written aside and renamed into place, so a reader never gets half a file.
      const partial = join(dir, `.${name}.${process.pid}.partial`);
      await writeFile(partial, data, { flush: true });
      await rename(partial, join(dir, name));
    },

    async read(name) {
      if (!isStorableName(name)) return null;
      try {
        return await readFile(join(dir, name));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async stream(name) {
      const opened = await openWithSize(dir, name);
      return opened && { size: opened.size, content: opened.handle.createReadStream(exactReads(opened.size)) };
    },

    async copyTo(name, target) {
      if (!isStorableName(name)) return false;
      try {
        await copyFile(join(dir, name), target);
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async list() {
      try {
        return (await readdir(dir)).filter(isStorableName).sort();
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
    },
  };
}
