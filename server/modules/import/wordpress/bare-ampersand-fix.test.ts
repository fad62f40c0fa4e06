import { describe, expect, it } from "vitest";
import { BareAmpersandFix } from "./bare-ampersand-fix";

/** The text through the fix-up, cut into chunks of `size` characters, as a file stream would give it. */
function fixInChunks(text: string, size: number): string {
  const fix = new BareAmpersandFix();
  let out = "";
  for (let at = 0; at < text.length; at += size) out += fix.push(text.slice(at, at + size));
  return out + fix.end();
}

const SOURCE =
  "<rss><title>Tips & Tricks &amp; more &#8220;quoted&#x201D; &nbsp;here</title>" +
  "<content><![CDATA[a && b & c &amp; ]]]]><![CDATA[> stays]]></content>" +
  '<!-- notes & asides --><cat domain="x" name="Tools & Gear">R&D&</cat></rss>';
const FIXED =
  "<rss><title>Tips &amp; Tricks &amp; more &#8220;quoted&#x201D; &amp;nbsp;here</title>" +
  "<content><![CDATA[a && b & c &amp; ]]]]><![CDATA[> stays]]></content>" +
  '<!-- notes & asides --><cat domain="x" name="Tools &amp; Gear">R&amp;D&amp;</cat></rss>';

describe("the bare ampersand fix-up for WordPress exports", () => {
  it("escapes bare ampersands in text and attributes, keeps XML's references, and leaves CDATA and comments as written", () => {
    expect(fixInChunks(SOURCE, SOURCE.length)).toBe(FIXED);
  });

  it("gives the same text whatever the chunk boundaries, down to one character at a time", () => {
    for (const size of [1, 2, 3, 5, 7, 11, 64]) expect(fixInChunks(SOURCE, size), `chunks of ${size}`).toBe(FIXED);
  });

  it("escapes an ampersand followed by a long word that is no reference", () => {
    expect(fixInChunks("<t>a &averyveryverylongword b</t>", 4)).toBe("<t>a &amp;averyveryverylongword b</t>");
  });
});
