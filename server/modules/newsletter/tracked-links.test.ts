import { describe, expect, it } from "vitest";
import { UNSUBSCRIBE_URL_PLACEHOLDER } from "./post-mail";
import { TRACKED_LINKS_MAX, trackedMail } from "./tracked-links";

const SITE = "https://furrow.test";
const CLICK = /^https:\/\/furrow\.test\/l\/p1\.[\w-]{16}$/;

describe("a send's mail with its links leading through the site", () => {
  it("keeps one link per address, undoes the HTML's entities, and leaves mail, in-page and unsubscribe links alone", () => {
    const mail = trackedMail(
      {
        html: `<a href="https://a.example/x?b=1&amp;c=2">one</a> <a class="btn" href="https://a.example/x?b=1&amp;c=2">again</a> <a href="mailto:me@a.example">mail</a> <a href="#notes">notes</a> <a href="${UNSUBSCRIBE_URL_PLACEHOLDER}">Unsubscribe</a>`,
        text: `See https://a.example/x?b=1&c=2. Or (https://a.example/x?b=1&c=2) and https://other.example/ too.\nUnsubscribe: ${UNSUBSCRIBE_URL_PLACEHOLDER}`,
      },
      "p1",
      SITE,
    );
    expect(mail.links.map(({ url, position, clicks }) => ({ url, position, clicks }))).toEqual([
      { url: "https://a.example/x?b=1&c=2", position: 0, clicks: 0 },
    ]);
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs.slice(0, 2)).toEqual([expect.stringMatching(CLICK), expect.stringMatching(CLICK)]);
    expect(hrefs[0]).toBe(hrefs[1]);
    expect(hrefs.slice(2)).toEqual(["mailto:me@a.example", "#notes", UNSUBSCRIBE_URL_PLACEHOLDER]);
    // The text's sentence and brackets stay around the address; an address the HTML does not link to stays as it is.
    expect(mail.text).toBe(
      `See ${hrefs[0]}. Or (${hrefs[0]}) and https://other.example/ too.\nUnsubscribe: ${UNSUBSCRIBE_URL_PLACEHOLDER}`,
    );
  });

  it("stores at most a bounded number of links for one mail; the rest stay direct", () => {
    const html = Array.from({ length: TRACKED_LINKS_MAX + 5 }, (_, index) => `<a href="https://a.example/${index}">${index}</a>`).join("");
    const mail = trackedMail({ html, text: "" }, "p1", SITE);
    expect(mail.links).toHaveLength(TRACKED_LINKS_MAX);
    expect(new Set(mail.links.map((link) => link._id)).size).toBe(TRACKED_LINKS_MAX);
    expect(mail.html).toContain(`<a href="https://a.example/${TRACKED_LINKS_MAX}">`);
    expect(mail.html).not.toContain(`<a href="https://a.example/${TRACKED_LINKS_MAX - 1}">`);
  });
});
