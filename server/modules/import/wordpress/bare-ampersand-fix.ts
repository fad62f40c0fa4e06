/**
 * Real WordPress exports are not always well-formed: a title or a term written outside CDATA can
 * hold a bare `&` ("Tips & Tricks"), which a conforming XML parser refuses. This fix-up runs on the
 * decoded text stream before the parser and escapes every `&` that does not start a reference XML
 * knows, so such a file reads as its author meant, while CDATA sections and comments pass untouched.
 *
 * It is a small state machine fed chunk by chunk: whatever could still change meaning with the next
 * chunk (an `&` whose `;` may follow, half of `<![CDATA[`, half of `]]>`) is held back, never more
 * than a few dozen characters, so memory stays flat whatever the file's size.
 */

/** XML's own five: any other named reference (`&nbsp;`) is not defined in a WXR file. */
const XML_ENTITIES = new Set(["amp", "lt", "gt", "quot", "apos"]);
/** Long enough for any real reference (`&#x10FFFF;`, `&apos;`); a longer run is not one. */
const LONGEST_REFERENCE = 12;
const REFERENCE = /^&(#[0-9]+|#x[0-9a-fA-F]+|[A-Za-z_][\w.-]*);/;
const CDATA_OPEN = "<![CDATA[";
const COMMENT_OPEN = "<!--";

type State = "markup" | "cdata" | "comment";

export class BareAmpersandFix {
  /** How many bare `&` were escaped, for the author to hear the file was not well-formed. */
  repaired = 0;
  private state: State = "markup";
  private carry = "";

  /** Text that is safe to parse now; the rest waits for the next chunk or `end()`. */
  push(chunk: string): string {
    const text = this.carry + chunk;
    this.carry = "";
    return this.scan(text, false);
  }

  /** Whatever was held back, settled as if the file ended here. */
  end(): string {
    const text = this.carry;
    this.carry = "";
    return this.scan(text, true);
  }

  private scan(text: string, final: boolean): string {
    let out = "";
    let at = 0;
    while (at < text.length) {
      if (this.state === "cdata" || this.state === "comment") {
        const close = this.state === "cdata" ? "]]>" : "-->";
        const end = text.indexOf(close, at);
        if (end === -1) {
          // Keep the last two characters: they may be the start of the closing marker.
          const keep = final ? text.length : Math.max(at, text.length - (close.length - 1));
          out += text.slice(at, keep);
          this.carry = text.slice(keep);
          return out;
        }
        out += text.slice(at, end + close.length);
        at = end + close.length;
        this.state = "markup";
        continue;
      }
      const amp = text.indexOf("&", at);
      const bang = text.indexOf("<!", at);
      const next = amp === -1 ? bang : bang === -1 ? amp : Math.min(amp, bang);
      if (next === -1) {
        // A trailing "<" could become "<!" with the next chunk.
        const keep = !final && text.endsWith("<") ? text.length - 1 : text.length;
        out += text.slice(at, keep);
        this.carry = text.slice(keep);
        return out;
      }
      out += text.slice(at, next);
      at = next;
      if (next === bang) {
        const rest = text.slice(at, at + CDATA_OPEN.length);
        if (rest.startsWith(CDATA_OPEN)) {
          out += CDATA_OPEN;
          at += CDATA_OPEN.length;
          this.state = "cdata";
        } else if (rest.startsWith(COMMENT_OPEN)) {
          out += COMMENT_OPEN;
          at += COMMENT_OPEN.length;
          this.state = "comment";
        } else if (!final && (CDATA_OPEN.startsWith(rest) || COMMENT_OPEN.startsWith(rest))) {
          this.carry = text.slice(at);
          return out;
        } else {
          out += "<!";
          at += 2;
        }
        continue;
      }
      const window = text.slice(at, at + LONGEST_REFERENCE + 2);
      const reference = REFERENCE.exec(window);
      if (reference) {
        const name = reference[1]!;
        // A named reference XML does not know stays readable as text: HTML decoding later gives it meaning.
        out += name.startsWith("#") || XML_ENTITIES.has(name) ? reference[0] : `&amp;${reference[0].slice(1)}`;
        at += reference[0].length;
      } else if (!final && at + LONGEST_REFERENCE + 2 > text.length && !/[^\w#.-]/.test(window.slice(1))) {
        this.carry = text.slice(at);
        return out;
      } else {
        out += "&amp;";
        at += 1;
        this.repaired++;
      }
    }
    return out;
  }
}
