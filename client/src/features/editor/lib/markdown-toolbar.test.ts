import { describe, expect, it } from "vitest";
import { applyMarkdown, IMAGE_URL_PLACEHOLDER } from "./markdown-toolbar";

/** Applies a format to text whose selection is marked with [ and ]. */
function run(format: Parameters<typeof applyMarkdown>[0], marked: string) {
  const start = marked.indexOf("[");
  const end = marked.indexOf("]") - 1;
  const value = marked.replace("[", "").replace("]", "");
  const edit = applyMarkdown(format, value, start, end);
  return { value: edit.value, selected: edit.value.slice(edit.start, edit.end) };
}

describe("the markdown toolbar", () => {
  it("wraps the selected words in bold or italic marks and keeps them selected", () => {
    expect(run("bold", "Soil [moisture] matters")).toEqual({ value: "Soil **moisture** matters", selected: "moisture" });
    expect(run("italic", "Soil [moisture] matters")).toEqual({ value: "Soil *moisture* matters", selected: "moisture" });
  });

  it("leaves spaces a double-click picked up outside the marks, so the markdown still parses", () => {
    expect(run("bold", "Soil [moisture ]matters").value).toBe("Soil **moisture** matters");
  });

  it("inserts a selected placeholder when nothing is selected", () => {
    expect(run("bold", "Soil [] matters")).toEqual({ value: "Soil **bold text** matters", selected: "bold text" });
    expect(run("italic", "[]")).toEqual({ value: "*italic text*", selected: "italic text" });
  });

  it("turns the selected lines into headings, replacing an earlier heading level", () => {
    expect(run("h1", "Intro\n[Why soil]\nBody")).toEqual({ value: "Intro\n# Why soil\nBody", selected: "# Why soil" });
    expect(run("h3", "[## Why soil]").value).toBe("### Why soil");
  });

  it("applies line formats to whole lines even when the selection starts mid-line", () => {
    expect(run("h2", "Why [soil]").value).toBe("## Why soil");
  });

  it("prefixes every selected line for a list or a quote, skipping blank lines", () => {
    expect(run("list", "[one\ntwo\n\nthree]").value).toBe("- one\n- two\n\n- three");
    expect(run("quote", "[Measure twice]").value).toBe("> Measure twice");
  });

  it("puts a heading placeholder on a line of its own when nothing is selected", () => {
    expect(run("h2", "[]")).toEqual({ value: "## Heading 2", selected: "Heading 2" });
    expect(run("h1", "Some text[]")).toEqual({ value: "Some text\n# Heading 1", selected: "Heading 1" });
    expect(run("list", "Before[]after")).toEqual({ value: "Before\n- List item\nafter", selected: "List item" });
    expect(run("quote", "Line\n[]")).toEqual({ value: "Line\n> Quote", selected: "Quote" });
  });

  it("makes selected text an image's description, or a selected address its source", () => {
    expect(run("image", "[Drone photo]")).toEqual({
      value: `![Drone photo](${IMAGE_URL_PLACEHOLDER})`,
      selected: IMAGE_URL_PLACEHOLDER,
    });
    expect(run("image", "[https://example.org/field.jpg]")).toEqual({
      value: "![Image description](https://example.org/field.jpg)",
      selected: "Image description",
    });
    expect(run("image", "[]")).toEqual({ value: `![Image description](${IMAGE_URL_PLACEHOLDER})`, selected: IMAGE_URL_PLACEHOLDER });
  });
});
