import { describe, expect, it } from "vitest";
import { isAllowed, namedAgentsAllowed, parseRobots } from "./robots-rules";

const ROBOTS = `# a comment
User-agent: *
Disallow: /admin

User-agent: GPTBot
User-agent: CCBot
Allow: /
Disallow: /private

User-agent: Bytespider
Disallow: /

User-agent: PickyBot
Disallow: /
Allow: /
`;

describe("reading robots.txt", () => {
  it("groups consecutive user agents with the rules that follow them", () => {
    const groups = parseRobots(ROBOTS);
    expect(groups.map((group) => group.agents)).toEqual([["*"], ["GPTBot", "CCBot"], ["Bytespider"], ["PickyBot"]]);
  });

  it("applies an agent's own group, else *, with the longest rule winning and Allow winning a tie", () => {
    const groups = parseRobots(ROBOTS);
    expect(isAllowed(groups, "ccbot", "/")).toBe(true);
    expect(isAllowed(groups, "GPTBot", "/private/notes")).toBe(false);
    expect(isAllowed(groups, "Bytespider", "/")).toBe(false);
    expect(isAllowed(groups, "PickyBot", "/")).toBe(true);
    expect(isAllowed(groups, "SomeOtherBot", "/")).toBe(true);
    expect(isAllowed(groups, "SomeOtherBot", "/admin/seo")).toBe(false);
  });

  it("lists the named crawlers that may read the home page", () => {
    expect(namedAgentsAllowed(ROBOTS)).toEqual(["GPTBot", "CCBot", "PickyBot"]);
    expect(namedAgentsAllowed("User-agent: *\nDisallow:\n")).toEqual([]);
  });
});
