const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = { "<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029" };

/**
 * JSON to place inside a <script> element. The escapes are still valid JSON for JSON.parse, and
 * leave no `</script>`, `<!--` or line separator that could end the script or the string early,
 * whatever a title, tag or comment holds.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (character) => ESCAPES[character]);
}
