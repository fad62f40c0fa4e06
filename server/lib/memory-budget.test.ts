import { describe, expect, it } from "vitest";
import { MemoryBudget } from "./memory-budget";

const value = (name: string) => ({ name });

describe("the server's one budget of bytes in memory", () => {
  it("counts the bytes and entries it holds, and gives them back as entries leave", () => {
    const budget = new MemoryBudget(1000);
    budget.set("a", value("A"), 100);
    budget.set("b", value("B"), 50);
    expect({ bytes: budget.bytes, size: budget.size }).toEqual({ bytes: 150, size: 2 });
    budget.set("a", value("A again"), 70);
    expect(budget.bytes).toBe(120);
    budget.delete("b");
    expect({ bytes: budget.bytes, size: budget.size, a: budget.get("a") }).toEqual({ bytes: 70, size: 1, a: value("A again") });
  });

  it("lets the least recently used entries go first, so one read keeps an entry through a flood of new ones", () => {
    const budget = new MemoryBudget(1000);
    budget.set("hot", value("hot"), 100);
    for (let i = 0; i < 100; i++) {
      budget.set(`junk ${i}`, value(`junk ${i}`), 100);
      budget.get("hot");
    }
    expect(budget.get("hot")).toEqual(value("hot"));
    expect(budget.bytes).toBeLessThanOrEqual(1000);
    expect({ oldest: budget.has("junk 0"), newest: budget.has("junk 99") }).toEqual({ oldest: false, newest: true });
  });

  it("does not keep a value bigger than a quarter of the budget", () => {
    const budget = new MemoryBudget(400);
    expect(budget.set("big", value("x"), 101)).toBe(false);
    expect(budget.set("fits", value("y"), 100)).toBe(true);
    expect({ has: budget.has("big"), bytes: budget.bytes }).toEqual({ has: false, bytes: 100 });
  });

  it("counts what an entry grows by after it is stored, and lets the oldest go to stay within the budget", () => {
    const budget = new MemoryBudget(1000);
    for (const key of ["a", "b", "c", "d", "e"]) budget.set(key, value(key), 190);
    budget.resize("e", 50);
    expect({ oldest: budget.has("a"), bytes: budget.bytes }).toEqual({ oldest: true, bytes: 1000 });
    budget.resize("d", 50);
    expect({ oldest: budget.has("a"), grown: budget.has("d"), bytes: budget.bytes }).toEqual({ oldest: false, grown: true, bytes: 860 });
    budget.resize("gone", 1000);
    expect(budget.bytes).toBe(860);
  });

  it("drops and measures just the entries whose keys pass a test", () => {
    const budget = new MemoryBudget(10_000);
    for (const key of ["page /", "page /rss.xml", "image 1", "image 2", "image 3"]) budget.set(key, value(key), 10);
    expect(budget.measure((key) => key.startsWith("image "))).toEqual({ entries: 3, bytes: 30 });
    expect(budget.deleteWhere((key) => key.startsWith("page "))).toBe(2);
    expect({ bytes: budget.bytes, size: budget.size }).toEqual({ bytes: 30, size: 3 });
    budget.clear();
    expect({ bytes: budget.bytes, size: budget.size }).toEqual({ bytes: 0, size: 0 });
  });
});
