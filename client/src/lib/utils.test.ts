import { describe, expect, it } from "vitest";
import { cn, displayAuthorName, initials, safeDecode } from "./utils";

describe("small helpers", () => {
  it("joins only the truthy class names", () => {
    expect(cn("a", false, undefined, "b", null, "", { c: true, d: false }, ["e"])).toBe("a b c e");
  });

  it("lets a later class override an earlier one of the same group, as a component's className should", () => {
    expect(cn("p-5", "p-6 lg:p-10", "lg:p-8")).toBe("p-6 lg:p-8");
    expect(cn("px-2.5 py-0.5 text-xs", "px-3 py-1 text-sm")).toBe("px-3 py-1 text-sm");
    expect(cn("h-9 w-9 text-sm", "h-8 w-8 text-xs")).toBe("h-8 w-8 text-xs");
    expect(cn("bg-primary text-primary-foreground", "bg-earth hover:bg-earth/90")).toBe(
      "text-primary-foreground bg-earth hover:bg-earth/90",
    );
    expect(cn("text-sm text-muted-foreground", "text-xs")).toBe("text-muted-foreground text-xs");
    expect(cn("aspect-[1200/630] lg:w-3/5", "lg:aspect-auto lg:w-1/2")).toBe("aspect-[1200/630] lg:aspect-auto lg:w-1/2");
    expect(cn("flex flex-col", "lg:flex-row", "hidden")).toBe("flex-col lg:flex-row hidden");
    expect(cn("border border-border", "border-2 border-destructive")).toBe("border-2 border-destructive");
    expect(cn("rounded-md", "rounded-full")).toBe("rounded-full");
    expect(cn("ring-2 ring-ring", "ring-offset-2 ring-offset-white")).toBe("ring-2 ring-ring ring-offset-2 ring-offset-white");
    expect(cn("font-serif font-bold", "font-semibold")).toBe("font-serif font-semibold");
    expect(cn("mt-auto pt-2", "mt-4")).toBe("pt-2 mt-4");
    expect(cn("line-clamp-3", "line-clamp-4")).toBe("line-clamp-4");
  });

  it("keeps classes of different groups that share a prefix", () => {
    expect(cn("text-center text-lg text-foreground")).toBe("text-center text-lg text-foreground");
    expect(cn("text-lg leading-snug", "text-2xl")).toBe("leading-snug text-2xl");
    expect(cn("border-t border-border-subtle pt-3")).toBe("border-t border-border-subtle pt-3");
    expect(cn("ml-3 border-l border-border pl-2")).toBe("ml-3 border-l border-border pl-2");
    expect(cn("shadow-sm hover:shadow-lg", "shadow")).toBe("hover:shadow-lg shadow");
    expect(cn("bg-cover bg-center bg-accent")).toBe("bg-cover bg-center bg-accent");
    expect(cn("absolute inset-0 left-3 top-3")).toBe("absolute inset-0 left-3 top-3");
  });

  it("makes initials from the first and last name", () => {
    expect(initials("Ada Lovelace Fields")).toBe("AF");
    expect(initials("ada")).toBe("A");
  });

  it("prefers the profile's name unless it is blank", () => {
    expect(displayAuthorName("Ada Fields", "Post Author")).toBe("Ada Fields");
    expect(displayAuthorName("  ", "Post Author")).toBe("Post Author");
    expect(displayAuthorName(undefined, "Post Author")).toBe("Post Author");
  });

  it("decodes an escaped tag and leaves a malformed one as typed", () => {
    expect(safeDecode("soil%2Fwater")).toBe("soil/water");
    expect(safeDecode("100%")).toBe("100%");
  });
});
