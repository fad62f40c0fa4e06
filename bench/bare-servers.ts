/**
 * The API bench's yardsticks, run as a process of their own so they share nothing with the
 * product or the load generator: a bare Express handler and a bare node:http handler, each
 * sending, for each path, the very status, headers and body the product sent for it. Reads the
 * answers as one JSON line on stdin, prints one JSON line with both addresses, then serves until killed.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createInterface } from "node:readline";
import express from "express";

export interface RecordedAnswer {
  path: string;
  status: number;
  headers: Record<string, string>;
  /** base64 */
  body: string;
}

const [line] = await createInterface({ input: process.stdin })
  [Symbol.asyncIterator]()
  .next()
  .then(({ value }) => [value as string]);
const answers = (JSON.parse(line) as RecordedAnswer[]).map((answer) => ({ ...answer, bytes: Buffer.from(answer.body, "base64") }));
const byUrl = new Map(answers.map((answer) => [answer.path, answer]));

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

const bareExpress = express();
for (const answer of answers) {
  const [pathname] = answer.path.split("?");
  bareExpress.get(pathname, (_req, res) => {
    // The product's ETag is set, so Express does not hash the body for one of its own.
    res.status(answer.status).set(answer.headers).send(answer.bytes);
  });
}

const bareNode = http.createServer((req, res) => {
  const answer = byUrl.get(req.url ?? "");
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.bytes);
});

const expressUrl = await listen(http.createServer(bareExpress));
const nodeUrl = await listen(bareNode);
console.log(JSON.stringify({ expressUrl, nodeUrl }));
process.on("SIGTERM", () => process.exit(0));
