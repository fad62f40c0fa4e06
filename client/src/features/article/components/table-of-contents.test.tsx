import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makePostDetail } from "@/test/fixtures";
import { renderWithApp } from "@/test/render";
import { ArticleLayout } from "./article-layout";

const SAMPLE = [
  "<h2>Why soil talks</h2><p>intro</p>",
  "<h3>Moisture, temperature &amp; salt!</h3>",
  "<h3>Moisture, temperature &amp; salt!</h3>",
  '<h2 id="own-id">Kept as written</h2>',
  "<h4>Deep   down</h4>",
  "<h2>Why soil talks</h2>",
  "<h1>Top level</h1>",
  "<h2>   </h2>",
].join("");

function renderArticle(content: string) {
  return renderWithApp(<ArticleLayout post={makePostDetail({ content, tags: [] })} authorName="Ada Fields" bio="Agronomist." />, {
    path: "/blog/post-1",
  });
}

const toc = () => screen.getByRole("navigation", { name: "Table of contents" });
/** The entries directly inside a list, as [text, href] pairs. */
const entries = (list: HTMLElement) =>
  Array.from(list.children).map((item) => {
    const link = item.querySelector(":scope > a")!;
    return [link.textContent, link.getAttribute("href")];
  });

describe("table of contents", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("lists every heading with the spec's ids, nested under the heading above it", () => {
    renderArticle(SAMPLE);

    const top = within(toc()).getAllByRole("list")[0];
    expect(entries(top)).toEqual([
      ["Why soil talks", "#why-soil-talks"],
      ["Kept as written", "#own-id"],
      ["Why soil talks", "#why-soil-talks-1"],
      ["Top level", "#top-level"],
    ]);
    // The two h3s sit in a list inside the first h2's entry; the h4 inside the second h2's.
    const [firstH2, secondH2, thirdH2, h1] = Array.from(top.children) as HTMLElement[];
    expect(entries(within(firstH2).getByRole("list"))).toEqual([
      ["Moisture, temperature & salt!", "#moisture-temperature-salt"],
      ["Moisture, temperature & salt!", "#moisture-temperature-salt-1"],
    ]);
    expect(entries(within(secondH2).getByRole("list"))).toEqual([["Deep down", "#deep-down"]]);
    expect(within(thirdH2).queryByRole("list")).not.toBeInTheDocument();
    expect(within(h1).queryByRole("list")).not.toBeInTheDocument();
  });

  it("gives the body's headings the ids the entries link to, and keeps a heading's own id", () => {
    const { container } = renderArticle(SAMPLE);

    const ids = Array.from(container.querySelectorAll(".prose-article :is(h1,h2,h3,h4)"))
      .filter((heading) => heading.textContent?.trim())
      .map((heading) => heading.id);
    expect(ids).toEqual([
      "why-soil-talks",
      "moisture-temperature-salt",
      "moisture-temperature-salt-1",
      "own-id",
      "deep-down",
      "why-soil-talks-1",
      "top-level",
    ]);
  });

  it("renders nothing when the article has no headings", () => {
    renderArticle("<p>Just a paragraph.</p><p>And another.</p>");

    expect(screen.queryByRole("navigation", { name: "Table of contents" })).not.toBeInTheDocument();
    expect(screen.queryByText("Table of Contents")).not.toBeInTheDocument();
    expect(document.getElementById("table-of-contents")).toBeNull();
  });

  it("collapses and expands with a button that says whether it is open", async () => {
    renderArticle(SAMPLE);
    const toggle = within(toc()).getByRole("button", { name: "Table of Contents" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(within(toc()).queryByRole("link")).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(within(toc()).getAllByRole("link")).toHaveLength(7);
  });

  it("scrolls to a heading on click, highlights it and puts its id in the address bar", async () => {
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    renderArticle(SAMPLE);

    const link = within(toc()).getByRole("link", { name: "Kept as written" });
    await userEvent.click(link);

    expect(scrolled).toEqual(["own-id"]);
    expect(window.location.hash).toBe("#own-id");
    expect(link).toHaveAttribute("aria-current", "location");
    expect(document.activeElement).toBe(document.getElementById("own-id"));
  });

  it("only logs when an entry's heading has gone from the page", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderArticle(SAMPLE);

    document.getElementById("deep-down")!.remove();
    await userEvent.click(within(toc()).getByRole("link", { name: "Deep down" }));

    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"deep-down"'));
    expect(window.location.hash).toBe("");
  });
});
