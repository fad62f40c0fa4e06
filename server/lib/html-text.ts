/**
 * Plain text out of other software's HTML snippets: an imported title loses its markup, an
 * imported comment or a fediverse reply becomes the plain text Furrow's comments are, excerpts
 * read as prose.
 */

/** The named references blog HTML actually uses; anything rarer stays as written. */
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  lsquo: "‘",
  rsquo: "’",
  sbquo: "‚",
  ldquo: "“",
  rdquo: "”",
  bdquo: "„",
  laquo: "«",
  raquo: "»",
  copy: "©",
  reg: "®",
  trade: "™",
  deg: "°",
  middot: "·",
  bull: "•",
  times: "×",
  divide: "÷",
  euro: "€",
  pound: "£",
  yen: "¥",
  cent: "¢",
  sect: "§",
  para: "¶",
  prime: "′",
  Prime: "″",
  frac12: "½",
  frac14: "¼",
  frac34: "¾",
  plusmn: "±",
  micro: "µ",
  shy: "\u00ad",
  thinsp: "\u2009",
  ensp: "\u2002",
  emsp: "\u2003",
  zwj: "\u200d",
  zwnj: "\u200c",
  iexcl: "¡",
  iquest: "¿",
  aacute: "á",
  Aacute: "Á",
  agrave: "à",
  Agrave: "À",
  acirc: "â",
  Acirc: "Â",
  auml: "ä",
  Auml: "Ä",
  atilde: "ã",
  aring: "å",
  aelig: "æ",
  ccedil: "ç",
  Ccedil: "Ç",
  eacute: "é",
  Eacute: "É",
  egrave: "è",
  Egrave: "È",
  ecirc: "ê",
  euml: "ë",
  iacute: "í",
  igrave: "ì",
  icirc: "î",
  iuml: "ï",
  ntilde: "ñ",
  Ntilde: "Ñ",
  oacute: "ó",
  Oacute: "Ó",
  ograve: "ò",
  ocirc: "ô",
  ouml: "ö",
  Ouml: "Ö",
  otilde: "õ",
  oslash: "ø",
  oelig: "œ",
  szlig: "ß",
  uacute: "ú",
  ugrave: "ù",
  ucirc: "û",
  uuml: "ü",
  Uuml: "Ü",
  yuml: "ÿ",
};

export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);/g, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name] ?? whole;
  });
}

/** One line of text from an HTML fragment (a title, a tag): markup gone, entities decoded, spaces collapsed. */
export function htmlToLine(html: string): string {
  return decodeHtmlEntities(html.replace(/<!--[\s\S]*?-->/g, "").replace(/<[^>]*>/g, ""))
    .replace(/[\s\u00a0]+/g, " ")
    .trim();
}

/** Paragraphs of plain text from an HTML fragment (a comment, an excerpt): breaks kept, markup gone. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/\r\n?/g, "\n")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|h[1-6]|li|blockquote|pre|tr)>/gi, "\n\n")
    .replace(/<[^>]*>/g, "");
  return decodeHtmlEntities(text)
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
