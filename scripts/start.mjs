// `npm start`: builds the server when its bundle is missing or older than a file it was built from,
// then runs the bundle with node. The server itself rebuilds the client the same way
// (server/http/client-build.ts).
import { pathToFileURL } from "node:url";
import { SERVER_BUNDLE, serverBundleIsStale } from "./server-bundle.mjs";

if (serverBundleIsStale()) {
  console.log("Building the server (its bundle is missing or older than its sources)...");
  const { buildServer } = await import("./build-server.mjs");
  await buildServer();
}
await import(pathToFileURL(SERVER_BUNDLE).href);
