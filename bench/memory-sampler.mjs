// Loaded into the product by a bench (NODE_OPTIONS="--import <this file>", MEMORY_SAMPLES=<file>):
// appends process.memoryUsage() as one JSON line every 50 ms, so the bench can say what a growth in
// RSS is made of (V8's heap, buffers outside it, the rest native: SQLite's cache, the allocator).
// A write a tick, unref'd: the server it watches neither waits for it nor keeps running for it.
import { openSync, writeSync } from "node:fs";

const file = process.env.MEMORY_SAMPLES;
// NODE_OPTIONS reaches the processes and threads the server starts too (a snapshot's check runs in
// a child node): without this, each would open the file afresh, cut it short and add its own lines.
delete process.env.MEMORY_SAMPLES;
if (file) {
  const fd = openSync(file, "w");
  setInterval(() => {
    const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
    writeSync(fd, `${JSON.stringify({ at: Date.now(), rss, heapTotal, heapUsed, external, arrayBuffers })}\n`);
  }, 50).unref();
}
