import accepts from "accepts";

/** Past this many different Accept-Encoding values (browsers send a handful), the memo starts again. */
const MEMO_LIMIT = 64;

/**
 * Which of `offered` (in the server's order of preference) a client's Accept-Encoding picks, as
 * Express's req.acceptsEncodings(...offered) picks it (the same `accepts` package, q values and
 * all), or false. The answer depends on the header's text alone, so it is worked out once per
 * text rather than on every request of the hot path.
 */
export function encodingNegotiation(offered: readonly string[]): (acceptEncoding: string) => string | false {
  const memo = new Map<string, string | false>();
  return (acceptEncoding) => {
    let picked = memo.get(acceptEncoding);
    if (picked === undefined) {
      picked = accepts({ headers: { "accept-encoding": acceptEncoding } }).encodings(offered);
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(acceptEncoding, picked);
    }
    return picked;
  };
}
