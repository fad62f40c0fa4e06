import { pino, type DestinationStream } from "pino";

export interface BatchedDestination extends DestinationStream {
  flush(callback: (error?: Error) => void): void;
}

// Every batcher's gathered lines, handed over ahead of pino's own exit hooks (which flush and end
// its destinations): one listener per event for the process, however many loggers it makes.
const gatherers = new Set<() => void>();
let hooked = false;
function handOverAllOnExit(handOver: () => void): void {
  gatherers.add(handOver);
  if (hooked) return;
  hooked = true;
  const handOverAll = () => {
    for (const gathered of gatherers) {
      try {
        gathered();
      } catch {
        // A destination already ended or gone (a closed pipe) has nowhere to take the lines.
      }
    }
  };
  process.prependListener("beforeExit", handOverAll);
  process.prependListener("exit", handOverAll);
}

/**
 * Log lines gathered in memory and handed to pino's asynchronous destination `batchBytes` at a
 * time. sonic-boom gathers lines itself, but it measures its whole pending text (up to 16 KB) in
 * bytes on every line, which cost a busy server ~20 µs a request; here a line is encoded once,
 * straight into the batch's buffer, and sonic-boom, in its buffer mode, writes the bytes as they
 * are (given text, it encodes a batch twice more: to write it, then again to learn what was left).
 * Nothing is lost on stop or exit: flush and the exit hooks hand over what is gathered first.
 */
export function batchedDestination(dest: number, batchBytes: number, flushEveryMs: number): BatchedDestination {
  // minLength 1: a batch is written as soon as it is handed over (or after the write in flight),
  // while flush still waits for the file to have it (sonic-boom's flush answers at once at 0).
  const boom = pino.destination({ dest, sync: false, minLength: 1, contentMode: "buffer" });
  // In buffer mode sonic-boom takes bytes; its types know only its text mode.
  const writeBytes = boom.write.bind(boom) as unknown as (bytes: Buffer) => boolean;
  // Room for a full batch and the longest line that may start it; a longer line goes on its own.
  const capacity = 2 * batchBytes;
  // Handed-over batches are sonic-boom's until written: each batch has a buffer of its own.
  let batch = Buffer.allocUnsafeSlow(capacity);
  let used = 0;
  const handOver = () => {
    if (used === 0) return;
    const full = batch.subarray(0, used);
    batch = Buffer.allocUnsafeSlow(capacity);
    used = 0;
    writeBytes(full);
  };
  // A quiet server's lines do not wait in memory longer than this; unref'd so it keeps no process alive.
  setInterval(handOver, flushEveryMs).unref();
  handOverAllOnExit(handOver);
  return {
    write(line: string) {
      // A UTF-16 unit takes at most 3 bytes in UTF-8: a line known to fit is written without measuring it first.
      const most = 3 * line.length;
      if (used + most > capacity) {
        handOver();
        if (most > capacity) {
          writeBytes(Buffer.from(line));
          return;
        }
      }
      used += batch.write(line, used);
      if (used >= batchBytes) handOver();
    },
    flush(callback) {
      handOver();
      boom.flush(callback);
    },
  };
}
