import { LRUCache } from "lru-cache";

/**
 * The one budget of bytes for what the server keeps in memory (cached answers, share cards): a
 * map bounded by the bytes its values hold, not by how many there are, since one 1,000-post
 * `/llms-full.txt` weighs as much as thousands of small answers. The least recently used leave
 * first, so a flood of one-off keys passes through without pushing out what readers keep asking
 * for. Its users share it, each under a key prefix of its own.
 */
export class MemoryBudget {
  private readonly entries: LRUCache<string, object>;

  /**
   * One value over a quarter of the budget is not kept: a 1,000-post blog's feeds are 6 to 8 MB
   * each and the answers most worth keeping, but one answer must not leave room for nothing else.
   */
  constructor(readonly maxBytes: number) {
    this.entries = new LRUCache({ maxSize: maxBytes, maxEntrySize: maxBytes / 4 });
  }

  get bytes(): number {
    return this.entries.calculatedSize;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): object | undefined {
    return this.entries.get(key);
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Stores the value counted as `bytes`; false when it is too big to keep. */
  set(key: string, value: object, bytes: number): boolean {
    this.entries.set(key, value, { size: bytes });
    return this.entries.has(key);
  }

  /** The entry now holds this many bytes more (a compressed copy kept beside it). */
  resize(key: string, addedBytes: number): void {
    const entry = this.entries.info(key);
    if (!entry) return;
    // lru-cache keeps the old size when a key is set again to the same value: stored afresh, it counts the new one.
    this.entries.delete(key);
    this.entries.set(key, entry.value, { size: (entry.size ?? 0) + addedBytes });
  }

  delete(key: string): boolean {
    return this.entries.delete(key);
  }

  /** Drops every entry that passes the test. */
  deleteWhere(test: (key: string, value: object) => boolean): number {
    const doomed = [...this.entries.entries()].filter(([key, value]) => test(key, value)).map(([key]) => key);
    for (const key of doomed) this.entries.delete(key);
    return doomed.length;
  }

  /** How many entries whose key passes the test there are, and the bytes they hold: for figures, not for hot paths. */
  measure(test: (key: string) => boolean): { entries: number; bytes: number } {
    let entries = 0;
    let bytes = 0;
    for (const key of this.entries.keys()) {
      if (!test(key)) continue;
      entries += 1;
      bytes += this.entries.info(key)?.size ?? 0;
    }
    return { entries, bytes };
  }

  clear(): void {
    this.entries.clear();
  }
}
