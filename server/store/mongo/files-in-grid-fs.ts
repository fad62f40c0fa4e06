import { GridFSBucket, type Db } from "mongodb";
import { assertStorableName, isStorableName, type StoredFiles } from "../files/stored-files";

const BUCKET = "uploads";

/**
 * Files in GridFS, inside the database itself, so every app instance on one MongoDB serves every
 * upload (one machine's disk would hold only its own).
 */
export function filesInGridFs(db: Db): StoredFiles {
  const bucket = new GridFSBucket(db, { bucketName: BUCKET });

  const idsNamed = async (name: string) =>
    (await bucket.find({ filename: name }, { projection: { _id: 1 } }).toArray()).map((file) => file._id);

  return {
    async save(name, data) {
      assertStorableName(name);
      const older = await idsNamed(name);
      const upload = bucket.openUploadStream(name);
      await new Promise<void>((resolve, reject) => {
        upload.once("finish", () => resolve());
        upload.once("error", reject);
        upload.end(data);
      });
      // Only once the new copy is whole: a reader always finds one of the two.
      for (const id of older) await bucket.delete(id);
    },

    async read(name) {
      if (!isStorableName(name)) return null;
      const [file] = await bucket.find({ filename: name }).sort({ uploadDate: -1 }).limit(1).toArray();
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of bucket.openDownloadStream(file._id)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },

    async stream(name) {
      if (!isStorableName(name)) return null;
      const [file] = await bucket.find({ filename: name }).sort({ uploadDate: -1 }).limit(1).toArray();
      return file ? { size: file.length, content: bucket.openDownloadStream(file._id) } : null;
    },

    async list() {
      const names = (await db.collection(`${BUCKET}.files`).distinct("filename")) as string[];
      return names.filter(isStorableName).sort();
    },
  };
}
