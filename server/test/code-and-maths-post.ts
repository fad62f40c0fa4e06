/** A fence of Python, as a reader would copy it. */
export const SAMPLE_CODE = "def nitrogen(yield_t, removal):\n    return yield_t * removal  # kg N/ha";

/**
 * A post body with inline and display maths, prices that must stay text with maths on, and the
 * fence: what the server's and the browser's tests of code and maths publish.
 */
export const CODE_AND_MATHS_MARKDOWN = [
  "The rate is $N = Y \\cdot r$ for a yield $Y$; a bag costs $5 a bag and $7 a sack.",
  "",
  "$$",
  "\\frac{W_{in}}{W_{out}}",
  "$$",
  "",
  "```python",
  SAMPLE_CODE,
  "```",
].join("\n");
