/**
 * A map bounded by the bytes its values hold, not by how many there are: one entry of a
 * 1,000-post `/llms-full.txt` weighs as much as thousands of small answers, so a count limit
 * says nothing about memory. The least recently used entries leave first, so a flood of
 * one-off keys passes through without pushing out what readers keep asking for.
 *
 * Recency is kept as LRU's usual stand-in, a second chance: a read only marks its entry, and the
 * eviction, walking from the oldest, moves a marked entry to the newest end (clearing its mark)
 * instead of dropping it. A read is the hottest use (every cached answer), and moving the entry
 * there deleted and re-added it on every request, storing that request's key string in the map.
 *
 * An entry's size may grow after it is stored (a compressed copy made on demand): `resize`
 * tells the budget, which then evicts as needed.
 */
export class ByteBudgetLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number; read: boolean }>();
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
    entry.read = true;
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
    // Unmarked: were new entries marked, a flood of them would take as many chances as the entry read between them.
    this.entries.set(key, { value, bytes, read: false });
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
    // Map keeps insertion order, oldest first; an entry moved to the end is met again, unmarked, only
    // once every older one has been dropped or moved, so the walk ends.
    for (const [key, entry] of this.entries) {
      if (this.used <= this.maxBytes) return;
      this.entries.delete(key);
      if (entry.read) {
        entry.read = false;
        this.entries.set(key, entry);
        continue;
      }
      this.used -= entry.bytes;
    }
  }
}
