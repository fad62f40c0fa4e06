import { describe, expect, it } from "vitest";
import { readAhead } from "./read-ahead";

describe("reading an import's items ahead", () => {
  it("hands out every item in order, having told of the items ahead before the writer reaches them", async () => {
    async function* items() {
      for (let n = 1; n <= 5; n++) yield n;
    }
    const entered: number[] = [];
    const seenWhenHandedOut: number[][] = [];
    for await (const item of readAhead(items(), 2, (n) => entered.push(n))) seenWhenHandedOut.push([item, ...entered]);
    expect(seenWhenHandedOut.map(([item]) => item)).toEqual([1, 2, 3, 4, 5]);
    // By the time the first item is written, the reader has gone on to the items after it.
    expect(seenWhenHandedOut[0].slice(1)).toEqual([1, 2, 3]);
  });

  it("hands out an item that has arrived while the items after it are still being read", async () => {
    let release: () => void = () => undefined;
    async function* slowAfterTheFirst() {
      yield "first";
      await new Promise<void>((resolve) => (release = resolve));
      yield "second";
    }
    const reading = readAhead(slowAfterTheFirst(), 4, () => undefined);
    expect((await reading.next()).value).toBe("first");
    release();
    expect((await reading.next()).value).toBe("second");
    expect((await reading.next()).done).toBe(true);
  });

  it("passes on the reader's error when the writer reaches it", async () => {
    async function* broken() {
      yield 1;
      throw new Error("The file ends in the middle of an item");
    }
    const handedOut: number[] = [];
    await expect(async () => {
      for await (const item of readAhead(broken(), 3, () => undefined)) handedOut.push(item);
    }).rejects.toThrow("The file ends in the middle of an item");
    expect(handedOut).toEqual([1]);
  });
});
