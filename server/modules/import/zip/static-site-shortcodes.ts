/**
 * Hugo shortcodes (`{{< name >}}`, `{{% name %}}`) and Liquid tags (`{% name %}`) are instructions to
 * the old site's generator; Furrow would show them as raw text. The few with a Markdown equivalent are
 * converted (figure, YouTube, Vimeo, tweets, highlight); the rest are removed and named in the post's notes.
 * Fenced and indented code is left alone: there they are the subject of the text, not instructions.
 */
export interface ShortcodeResult {
  markdown: string;
  notes: string[];
}

function attributes(args: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of args.matchAll(/([\w-]+)=(?:"([^"]*)"|'([^']*)'|(\S+))/g)) found[match[1]] = match[2] ?? match[3] ?? match[4] ?? "";
  return found;
}

function firstPositional(args: string): string {
  return (
    args
      .trim()
      .split(/\s+/)[0]
      ?.replace(/^["']|["']$/g, "") ?? ""
  );
}

function hugoShortcode(name: string, args: string): string | null {
  const attrs = attributes(args);
  switch (name) {
    case "figure": {
      const src = attrs.src ?? "";
      const alt = attrs.alt ?? attrs.caption ?? attrs.title ?? "";
      return src ? `![${alt}](${src})${attrs.caption ? `\n\n_${attrs.caption}_` : ""}` : null;
    }
    case "youtube": {
      const id = attrs.id ?? firstPositional(args);
      return id ? `https://www.youtube.com/watch?v=${id}` : null;
    }
    case "tweet":
    case "twitter":
    case "twitter_simple": {
      const user = attrs.user ?? "";
      const id = attrs.id ?? "";
      return user && id ? `https://twitter.com/${user}/status/${id}` : null;
    }
    case "vimeo":
    case "vimeo_simple": {
      const id = attrs.id ?? firstPositional(args);
      return id ? `https://vimeo.com/${id}` : null;
    }
    default:
      return null;
  }
}

function convertProse(text: string, removed: Set<string>): string {
  return (
    text
      // Liquid comments and Hugo comments hold nothing for a reader.
      .replace(/\{%-?\s*comment\s*-?%\}[\s\S]*?\{%-?\s*endcomment\s*-?%\}/g, () => (removed.add("{% comment %}"), ""))
      .replace(
        /\{%-?\s*highlight\s+([\w+#-]+)[^%]*-?%\}\r?\n?([\s\S]*?)\r?\n?\{%-?\s*endhighlight\s*-?%\}/g,
        (_all, lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``,
      )
      .replace(
        /\{\{<\s*highlight\s+([\w+#-]+)[^>]*>\}\}\r?\n?([\s\S]*?)\r?\n?\{\{<\s*\/highlight\s*>\}\}/g,
        (_all, lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``,
      )
      .replace(/\{\{[<%]\s*\/\*[\s\S]*?\*\/\s*[>%]\}\}/g, "")
      .replace(
        /\{\{([<%])\s*(\/?)\s*([\w.-]+)([\s\S]*?)\s*[>%]\}\}/g,
        (_all, _kind: string, closing: string, name: string, args: string) => {
          if (!closing) {
            const converted = hugoShortcode(name, args);
            if (converted !== null) return converted;
          }
          removed.add(`{{< ${name} >}}`);
          return "";
        },
      )
      .replace(/\{%-?\s*(\w+)[\s\S]*?-?%\}/g, (_all, name: string) => {
        removed.add(`{% ${name} %}`);
        return "";
      })
      .replace(/\{\{-?\s*(?:site|page|include|layout|post)\.[^}]*-?\}\}/g, (all: string) => {
        removed.add(all.replace(/\s+/g, " "));
        return "";
      })
  );
}

/** Splits the text on fenced code blocks, so only prose is converted. */
export function convertShortcodes(markdown: string): ShortcodeResult {
  const removed = new Set<string>();
  const parts = markdown.split(/(^(?:```|~~~)[^\n]*\n[\s\S]*?^(?:```|~~~)[ \t]*$)/m);
  const converted = parts.map((part, index) => (index % 2 === 1 ? part : convertProse(part, removed))).join("");
  const notes = [...removed].map(
    (code) => `${code.startsWith("{%") ? "Liquid tag" : code.startsWith("{{<") ? "Hugo shortcode" : "template variable"} ${code} removed`,
  );
  return { markdown: converted.replace(/\n{3,}/g, "\n\n").trim(), notes };
}
