import { createWriteStream } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import yazl from "yazl";
import type { ImportEvent, ImportedPost, SkippedItem, SourceReader } from "../imported-item";

/** Zips for the readers' tests, built at test time from the plain files under fixtures/ and from buffers. */
export interface ZipInput {
  name: string;
  data: Buffer | string;
  compress?: boolean;
}

const FIXTURES = fileURLToPath(new URL("../zip/fixtures", import.meta.url));

export async function makeTempDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "furrow-zip-test-"));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export function zipToBuffer(entries: ZipInput[], folders: string[] = []): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const folder of folders) zip.addEmptyDirectory(folder);
  for (const entry of entries) zip.addBuffer(Buffer.from(entry.data), entry.name, { compress: entry.compress ?? true });
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on("data", (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on("error", reject);
  });
}

export async function writeZip(path: string, entries: ZipInput[], folders: string[] = []): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const folder of folders) zip.addEmptyDirectory(folder);
  for (const entry of entries) zip.addBuffer(Buffer.from(entry.data), entry.name, { compress: entry.compress ?? true });
  zip.end();
  await new Promise<void>((resolve, reject) => {
    const out = createWriteStream(path);
    zip.outputStream.pipe(out);
    out.on("close", resolve);
    out.on("error", reject);
  });
  return path;
}

/** Every file under a fixture folder, named from `prefix` (e.g. "my-export/" to pack it in one top folder). */
export async function fixtureEntries(folder: string, prefix = ""): Promise<ZipInput[]> {
  const base = join(FIXTURES, folder);
  const files = (await readdir(base, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  return Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      return { name: prefix + relative(base, path).split("\\").join("/"), data: await readFile(path) };
    }),
  );
}

export async function collect(
  reader: SourceReader,
  filePath: string,
): Promise<{ posts: ImportedPost[]; skipped: SkippedItem[]; events: ImportEvent[] }> {
  const events: ImportEvent[] = [];
  for await (const event of reader.read(filePath)) events.push(event);
  return {
    events,
    posts: events.flatMap((event) => (event.type === "post" ? [event.post] : [])),
    skipped: events.flatMap((event) => (event.type === "skipped" ? [event.item] : [])),
  };
}

export function postById(posts: ImportedPost[], originalId: string): ImportedPost {
  const post = posts.find((candidate) => candidate.originalId === originalId);
  if (!post) throw new Error(`no post ${originalId} among ${posts.map((candidate) => candidate.originalId).join(", ")}`);
  return post;
}
