import { describe, expect, it } from "vitest";
import { ByteBudgetLru } from "./byte-budget-lru";

describe("a map bounded by the bytes it holds", () => {
  it("counts the bytes and entries it holds, and gives them back as entries leave", () => {
    const lru = new ByteBudgetLru<string>(1000);
    lru.set("a", "A", 100);
    lru.set("b", "B", 50);
    expect({ bytes: lru.bytes, size: lru.size }).toEqual({ bytes: 150, size: 2 });
    lru.set("a", "A again", 70);
    expect(lru.bytes).toBe(120);
    lru.delete("b");
    expect({ bytes: lru.bytes, size: lru.size, a: lru.get("a") }).toEqual({ bytes: 70, size: 1, a: "A again" });
  });

  it("lets the least recently used entries go first, so one read keeps an entry through a flood of new ones", () => {
    const lru = new ByteBudgetLru<number>(1000);
    lru.set("hot", 0, 100);
    for (let i = 0; i < 100; i++) {
      lru.set(`junk ${i}`, i, 100);
      lru.get("hot");
    }
    expect(lru.get("hot")).toBe(0);
    expect(lru.bytes).toBeLessThanOrEqual(1000);
    expect(lru.size).toBe(10);
    expect(lru.has("junk 0")).toBe(false);
    expect(lru.has("junk 99")).toBe(true);
  });

  it("does not keep a value bigger than a quarter of the budget", () => {
    const lru = new ByteBudgetLru<string>(400);
    expect(lru.set("big", "x", 101)).toBe(false);
    expect(lru.set("fits", "y", 100)).toBe(true);
    expect({ has: lru.has("big"), bytes: lru.bytes }).toEqual({ has: false, bytes: 100 });
  });

  it("counts what an entry grows by after it is stored, and evicts the oldest to stay within the budget", () => {
    const lru = new ByteBudgetLru<string>(400);
    lru.set("old", "o", 50);
    lru.set("new", "n", 50);
    lru.resize("new", 250);
    expect({ old: lru.has("old"), bytes: lru.bytes }).toEqual({ old: true, bytes: 350 });
    lru.resize("new", 100);
    expect({ old: lru.has("old"), grown: lru.has("new"), bytes: lru.bytes }).toEqual({ old: false, grown: true, bytes: 400 });
    lru.resize("gone", 1000);
    expect(lru.bytes).toBe(400);
  });

  it("drops and measures just the entries whose keys pass a test", () => {
    const lru = new ByteBudgetLru<string>(10_000);
    for (const key of ["page /", "page /rss.xml", "image 1", "image 2", "image 3"]) lru.set(key, key, 10);
    expect(lru.measure((key) => key.startsWith("image "))).toEqual({ entries: 3, bytes: 30 });
    expect(lru.deleteWhere((key) => key.startsWith("page "))).toBe(2);
    expect({ bytes: lru.bytes, size: lru.size }).toEqual({ bytes: 30, size: 3 });
    lru.clear();
    expect({ bytes: lru.bytes, size: lru.size }).toEqual({ bytes: 0, size: 0 });
  });
});
