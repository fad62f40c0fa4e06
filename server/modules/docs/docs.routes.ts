import { createRequire } from "node:module";
import { dirname } from "node:path";
import express, { Router } from "express";

const require = createRequire(import.meta.url);
// Swagger UI's files ship in the npm package, so the reference works with no internet. Found by
// path: requiring the package would load its 1 MB bundle into the server for nothing.
const swaggerUiDir = dirname(require.resolve("swagger-ui-dist/package.json"));

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Furrow API reference</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="api-reference"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>`;

// A file rather than an inline script, so the page meets the site's Content-Security-Policy.
const START = `window.addEventListener("load", function () {
  window.SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#api-reference", deepLinking: true, withCredentials: true, persistAuthorization: true });
});`;

/** The API reference pages at /api/docs (Swagger UI over /api/openapi.json); HTML and files, not API answers. */
export function docsRoutes(): Router {
  const router = Router();
  router.get("/docs", (_req, res) => {
    res.type("html").send(PAGE);
  });
  router.get("/docs/start.js", (_req, res) => {
    res.type("application/javascript").send(START);
  });
  router.use("/docs/assets", express.static(swaggerUiDir, { index: false, maxAge: "1d", fallthrough: false }));
  return router;
}
