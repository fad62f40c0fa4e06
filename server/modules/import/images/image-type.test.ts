import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { imageTypeOf } from "./image-type";

const solid = () => sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 120, b: 30 } } });

describe("telling an image's kind by its bytes", () => {
  it("knows JPEG, PNG, GIF, WebP and AVIF as sharp writes them", async () => {
    expect(imageTypeOf(await solid().jpeg().toBuffer())).toBe("jpeg");
    expect(imageTypeOf(await solid().png().toBuffer())).toBe("png");
    expect(imageTypeOf(await solid().gif().toBuffer())).toBe("gif");
    expect(imageTypeOf(await solid().webp().toBuffer())).toBe("webp");
    expect(imageTypeOf(await solid().avif().toBuffer())).toBe("avif");
  });

  it("tells SVG apart, with or without an XML declaration, and refuses HTML, text and emptiness", () => {
    expect(imageTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe("svg");
    expect(imageTypeOf(Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg width="1"/>'))).toBe("svg");
    expect(imageTypeOf(Buffer.from("<!doctype html><title>404</title>"))).toBeNull();
    expect(imageTypeOf(Buffer.from("GIF8"))).toBeNull();
    expect(imageTypeOf(Buffer.alloc(0))).toBeNull();
  });
});
