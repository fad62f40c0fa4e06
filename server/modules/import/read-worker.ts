/**
 * The import's reading thread (read-thread.ts starts it): the file is parsed, its HTML turned into
 * Markdown, each item fitted and hashed, and a new or changed item's text rendered here, so the
 * server's thread only writes, and the garbage of all that (each item's XML text, HTML, DOM,
 * Markdown and syntax trees) lives in this thread's heap.
 */
import { parentPort } from "node:worker_threads";
import { FIELD_LIMITS } from "../../../shared/constants";
import { renderMarkdown, type RenderedMarkdown } from "../../../shared/markdown";
import { ImportFileError, type ImportEvent, type ImportedPost } from "./imported-item";
import { hasSpool, readSpool, spoolWriter } from "./item-spool";
import { preparable, prepareItem } from "./prepare-item";
import type { ReadRequest, ReadMessage } from "./read-thread";
import { SOURCE_READERS } from "./source-readers";

const port = parentPort!;
let credit = 0;
let wake: (() => void) | null = null;

const send = (message: ReadMessage) => port.postMessage(message);

/** The text rendered as the post will be stored, or nothing when rendering fails: the writer renders it again then, and reports what fails. */
function rendered({ markdown, maths }: ImportedPost): RenderedMarkdown | undefined {
  try {
    return renderMarkdown(markdown, { maths });
  } catch {
    return undefined;
  }
}

async function read({ source, filePath, prepare, known = [], window, spool }: ReadRequest): Promise<void> {
  credit = window;
  const hashes = new Map(known);
  // The preview keeps what it reads; the writing reads that instead of the file when it is there.
  const keep = !prepare && spool ? spoolWriter<ImportEvent>(spool) : null;
  try {
    const reader = SOURCE_READERS[source];
    if (!reader) throw new ImportFileError(`Furrow cannot import ${source} exports yet`, 415);
    const events = prepare && spool && hasSpool(spool) ? readSpool<ImportEvent>(spool) : reader.read(filePath);
    for await (const event of events) {
      keep?.add(event);
      // The server's thread hands out credit as it takes events: no more than `window` wait there.
      while (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
      credit--;
      if (prepare && event.type === "post" && preparable(event.post)) {
        const { item, hash } = prepareItem(event.post);
        // An item whose hash the store holds already is left as it is, and one too long for Furrow is refused: nothing to render.
        const render = hashes.get(item.originalId) !== hash && item.markdown.length <= FIELD_LIMITS.markdown;
        send({ event: { type: "post", post: item }, hash, rendered: render ? rendered(item) : undefined });
      } else send({ event });
    }
    keep?.finish();
    send({ done: true });
  } catch (error) {
    keep?.abandon();
    send({
      error: error instanceof Error ? error.message : String(error),
      status: error instanceof ImportFileError ? error.status : undefined,
    });
  }
}

port.on("message", (message: ReadRequest | { more: number }) => {
  if ("more" in message) {
    credit += message.more;
    wake?.();
    wake = null;
  } else void read(message);
});
