// The two ways text goes into a page or a mail unchanged in meaning, whatever it holds; the server
// (pages, mail, feeds) and shared/ (the page head) both use these, so there is one of each to get right.

/**
 * Text made safe inside HTML or XML, in element content and in quoted attribute values alike.
 * The apostrophe is written `&#39;`: unlike `&apos;` it is known to HTML 4 and every mail client, and to XML.
 */
export const escapeMarkup = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = { "<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029" };

/**
 * JSON to place inside a <script> element (page state, JSON-LD). The escapes are still valid JSON
 * for JSON.parse, and leave no `</script>`, `<!--` or line separator that could end the script or
 * the string early, whatever a title, tag or comment holds.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (character) => SCRIPT_ESCAPES[character]);
}
