const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
// Past the end, charCodeAt answers NaN: no surrogate.
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * How many runs of a class of characters the text holds, as `text.match(/[class]+/gu).length`
 * counts them, without making a string of each run: a long post has thousands, all garbage at
 * once. `inAscii` answers for ASCII, most of any text; beyond it, `oneAt` (sticky, unicode: one
 * character of the class) is asked at the place.
 */
export function countRuns(text: string, inAscii: (code: number) => boolean, oneAt: RegExp): number {
  let runs = 0;
  let inRun = false;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    let member: boolean;
    if (code < 0x80) member = inAscii(code);
    else {
      oneAt.lastIndex = at;
      member = oneAt.test(text);
      // A character beyond the first plane is two UTF-16 units: the expression read both.
      if (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(at + 1))) at++;
    }
    if (member && !inRun) runs++;
    inRun = member;
  }
  return runs;
}
