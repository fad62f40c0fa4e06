import { unified } from "unified";
import rehypeParse from "rehype-parse";
import rehypeStringify from "rehype-stringify";
import { rehypeMathsAsSource } from "../../shared/maths-source";

const processor = unified().use(rehypeParse, { fragment: true }).use(rehypeMathsAsSource).use(rehypeStringify);

/**
 * A post's stored HTML with its typeset maths as the TeX the author wrote, for readers that may
 * not draw MathML (a feed reader, a mail program). HTML without maths is returned as it is, unparsed.
 */
export function htmlWithMathsAsSource(html: string): string {
  if (!html.includes("<math")) return html;
  return processor.processSync(html).toString();
}
