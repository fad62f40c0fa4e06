/**
 * A map bounded by the bytes its values hold, not by how many there are: one entry of a
 * 1,000-post `/llms-full.txt` weighs as much as thousands of small answers, so a count limit
 * says nothing about memory. The least recently used entries leave first, so a flood of
 * one-off keys passes through without pushing out what readers keep asking for.
 *
 * An entry's size may grow after it is stored (a compressed copy made on demand): `resize`
 * tells the budget, which then evicts as needed.
 */
export class ByteBudgetLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private used = 0;

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: moving the entry to the end marks it most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /**
   * Stores the value unless it alone would take more than a quarter of the budget: a 1,000-post
   * blog's feeds are 6 to 8 MB each, and are the answers most worth keeping, but one answer must
   * not leave room for nothing else.
   */
  set(key: string, value: V, bytes: number): boolean {
    this.delete(key);
    if (bytes > this.maxBytes / 4) return false;
    this.entries.set(key, { value, bytes });
    this.used += bytes;
    this.evict();
    return true;
  }

  /** The entry now holds this many bytes more (a compressed copy kept beside it). */
  resize(key: string, addedBytes: number): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.bytes += addedBytes;
    this.used += addedBytes;
    this.evict();
  }

  delete(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.used -= entry.bytes;
    return true;
  }

  /** Drops every entry whose key passes the test. */
  deleteWhere(test: (key: string, value: V) => boolean): number {
    let dropped = 0;
    for (const [key, entry] of this.entries) {
      if (test(key, entry.value)) {
        this.entries.delete(key);
        this.used -= entry.bytes;
        dropped += 1;
      }
    }
    return dropped;
  }

  /** How many entries whose key passes the test there are, and the bytes they hold: for figures, not for hot paths. */
  measure(test: (key: string) => boolean): { entries: number; bytes: number } {
    let entries = 0;
    let bytes = 0;
    for (const [key, entry] of this.entries) {
      if (!test(key)) continue;
      entries += 1;
      bytes += entry.bytes;
    }
    return { entries, bytes };
  }

  clear(): void {
    this.entries.clear();
    this.used = 0;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.used <= this.maxBytes) return;
      this.entries.delete(key);
      this.used -= entry.bytes;
    }
  }
}
