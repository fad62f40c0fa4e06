import { describe, expect, it } from "vitest";
import { escapeMarkup, jsonForScript } from "./html-escape";
import { headTags, homeMeta, renderHeadTags } from "./page-meta";

const HOSTILE = "</script><script>alert(1)</script> <!-- x --> \"quoted\" 'single' \u2028\u2029 & $& $'";

describe("jsonForScript", () => {
  const hostile = { title: "</script><script>alert(1)</script>", tag: "<!-- x -->", excerpt: "a\u2028b\u2029c & $& $'" };

  it("leaves nothing that ends a script or opens a comment", () => {
    const text = jsonForScript(hostile);
    expect(text).not.toMatch(/<|>|&|\u2028|\u2029/);
  });

  it("reads back as the same value", () => {
    expect(JSON.parse(jsonForScript(hostile))).toEqual(hostile);
  });
});

describe("escapeMarkup", () => {
  it("writes every character that could open a tag, end a quoted attribute or start an entity as an entity", () => {
    expect(escapeMarkup(`<a title="x" alt='y'>Tom & Jerry</a>`)).toBe(
      "&lt;a title=&quot;x&quot; alt=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
  });

  it("shows an entity in the text as typed rather than as the character it names", () => {
    expect(escapeMarkup("&lt;b&gt;")).toBe("&amp;lt;b&amp;gt;");
  });
});

describe("the page head as the server writes it", () => {
  const head = renderHeadTags(headTags(homeMeta("https://furrow.test", HOSTILE)));

  it("keeps a hostile name inside its JSON-LD script, where it reads back unchanged", () => {
    const scripts = [...head.matchAll(/<script data-rh="true" type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => match[1],
    );
    expect(scripts).toHaveLength(2);
    for (const script of scripts) expect(script).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(scripts[1]).publisher.name).toBe(HOSTILE);
  });

  it("opens no script or tag of its own outside the JSON-LD", () => {
    expect(head.match(/<script/g)).toHaveLength(2);
    expect(head.match(/<\/script>/g)).toHaveLength(2);
    expect(head).not.toContain("<!--");
  });

  it("keeps a hostile title and attribute value inside their element", () => {
    const tags = renderHeadTags([
      { tag: "title", text: HOSTILE },
      { tag: "meta", attributes: { name: "description", content: HOSTILE } },
    ]);
    const [title, meta] = tags.split("\n").map((line) => line.trim());
    expect(title).toMatch(/^<title data-rh="true">[^<>"']*<\/title>$/);
    expect(meta).toMatch(/^<meta data-rh="true" name="description" content="[^<>"']*" \/>$/);
  });
});
