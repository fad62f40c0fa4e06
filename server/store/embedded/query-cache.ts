/**
 * Remembers query results for one collection until the next write to it. The embedded engine's
 * files belong to one process, so every write passes through here and the cache cannot go stale.
 * Results are cloned on the way out: callers may change what they receive.
 */
export class QueryCache {
  private readonly entries = new Map<string, unknown>();
  private generation = 0;

  constructor(private readonly maxEntries = 500) {}

  async remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.entries.has(key)) {
      const value = this.entries.get(key) as T;
      // Re-insert so the map's order doubles as least-recently-used order.
      this.entries.delete(key);
      this.entries.set(key, value);
      return structuredClone(value);
    }
    const generation = this.generation;
    const value = await compute();
    // A write that landed while this query ran may not be in the result; do not keep it.
    if (generation === this.generation) {
      this.entries.set(key, structuredClone(value));
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return value;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/** A stable key for a query; RegExp and Date values would otherwise all stringify alike. */
export function queryKey(operation: string, ...parts: unknown[]): string {
  return `${operation}:${JSON.stringify(parts, (_key, value) => {
    if (value instanceof RegExp) return `$re:${value.source}/${value.flags}`;
    return value;
  })}`;
}
