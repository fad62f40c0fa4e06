import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/** Bytes the local image server sends: real small images made by sharp, and the wrong things an old site serves. */
async function testImages() {
  const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 45, g: 80, b: 22 } } });
  return {
    png: await solid(40, 30).png().toBuffer(),
    jpeg: await solid(50, 20).jpeg().toBuffer(),
    svg: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="5" height="5"/></svg>'),
    html: Buffer.from("<!doctype html><html><body>Not found, but served as 200</body></html>"),
  };
}

/**
 * An old blog's image host on 127.0.0.1 (port 0): good images, an SVG, an HTML page named .jpg, an
 * image over the limit sent without Content-Length, an endpoint that never answers, a 404, and
 * redirect chains of 2 and 4 hops.
 */
export async function startImageServer(overLimitBytes: number) {
  const images = await testImages();
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = req.url ?? "/";
    requests.push(path);
    const send = (type: string, body: Buffer) => res.writeHead(200, { "content-type": type }).end(body);
    if (path === "/photo.png" || path === "/shared.png") return send("image/png", images.png);
    if (path === "/photo.jpg") return send("image/jpeg", images.jpeg);
    if (path === "/drawing.svg") return send("image/svg+xml", images.svg);
    if (path === "/page.jpg") return send("image/jpeg", images.html);
    if (path === "/huge.png") {
      // No Content-Length: only the count while reading can stop it.
      res.writeHead(200, { "content-type": "image/png" });
      res.write(images.png);
      const chunk = Buffer.alloc(64 * 1024);
      for (let sent = 0; sent < overLimitBytes; sent += chunk.length) res.write(chunk);
      return res.end();
    }
    if (path === "/slow.png") return; // Never answers.
    const hops: Record<string, string> = {
      "/hop1": "/hop2",
      "/hop2": "/photo.jpg",
      "/loop1": "/loop2",
      "/loop2": "/loop3",
      "/loop3": "/loop4",
      "/loop4": "/photo.png",
      "/to-file": "file:///etc/passwd",
    };
    if (hops[path]) return res.writeHead(302, { location: hops[path] }).end();
    res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    images,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
