import { createServer, type RequestListener } from "node:http";
import request from "supertest";

const AT_ONCE = 25;

/**
 * A bot posting a form `count` times from one address, a batch at a time, over one listening server
 * (a server per request would measure the test, not the app). Returns each answer's Location.
 */
export async function floodForm(
  app: RequestListener,
  action: string,
  count: number,
  fields: (index: number) => Record<string, string>,
): Promise<string[]> {
  const server = createServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const locations: string[] = [];
  try {
    for (let first = 0; first < count; first += AT_ONCE) {
      const batch = Array.from({ length: Math.min(AT_ONCE, count - first) }, (_, offset) =>
        request(server)
          .post(action)
          .type("form")
          .send(fields(first + offset))
          .expect(303),
      );
      for (const res of await Promise.all(batch)) locations.push(res.headers.location as string);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return locations;
}
