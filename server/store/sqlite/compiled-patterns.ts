/** Patterns kept compiled at once: a query uses one or a few, and strangers' searches must not grow this. */
export const COMPILED_PATTERNS_MAX = 64;

const compiledPatterns = new Map<string, RegExp>();

/**
 * SQLite calls furrow_regexp once per row it tests, so the pattern is compiled once per source and
 * flags and reused; the least recently used goes first. Only flags that keep `test` stateless
 * (no g or y) are applied, so a shared RegExp gives the same answer on every row.
 */
export function compiledPattern(source: string, flags: string): RegExp {
  const key = `${flags}/${source}`;
  let pattern = compiledPatterns.get(key);
  if (pattern) compiledPatterns.delete(key);
  else {
    pattern = new RegExp(source, flags.replace(/[^imsu]/g, ""));
    if (compiledPatterns.size >= COMPILED_PATTERNS_MAX) compiledPatterns.delete(compiledPatterns.keys().next().value!);
  }
  compiledPatterns.set(key, pattern);
  return pattern;
}
