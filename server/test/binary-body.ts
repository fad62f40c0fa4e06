import type request from "supertest";

/** A supertest parser that keeps the body as its bytes: `.buffer(true).parse(binary)` for a download. */
export const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => done(null, Buffer.concat(chunks)));
};
