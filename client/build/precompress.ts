import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml)$/;
/** Smaller files gain nothing worth a second request header. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (at its highest level) and a gzip copy beside every built script, style sheet
 * and SVG. The gzip copy is made by Zopfli, which spends more time to write a smaller stream any
 * gzip reader can read: browsers get Brotli only over HTTPS, so gzip is what a reader on plain
 * HTTP (and any local measurement) receives. The server sends these copies as they are, so the
 * bytes are squeezed once at build time instead of lightly on every request.
 */
export function precompress(): Plugin {
  return {
    name: "furrow-precompress",
    apply: "build",
    // The server's renderer is read from disk by Node, never sent.
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      const work = Object.entries(bundle).map(async ([file, output]) => {
        if (!COMPRESSIBLE.test(file)) return;
        const source = output.type === "chunk" ? Buffer.from(output.code) : Buffer.from(output.source);
        if (source.length < MIN_BYTES) return;
        writeFileSync(
          join(dir, `${file}.br`),
          brotliCompressSync(source, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
          }),
        );
        writeFileSync(join(dir, `${file}.gz`), await gzipAsync(source, { numiterations: 15 }));
      });
      await Promise.all(work);
    },
  };
}
