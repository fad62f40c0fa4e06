import type { TaggablePost } from "./suggester";

export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
}

const TIMEOUT_MS = 15_000;
const BODY_CHARS = 6000;

/**
 * Asks an OpenAI-compatible chat endpoint for tags, preferring the site's vocabulary. Any failure
 * (network, status, shape) throws, and the caller falls back to the offline suggester.
 */
export async function suggestWithLlm(
  config: LlmConfig,
  post: Pick<TaggablePost, "title" | "excerpt" | "markdown">,
  siteTags: string[],
  limit: number,
): Promise<string[]> {
  const response = await fetch(`${config.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${config.apiKey}` },
    signal: AbortSignal.timeout(TIMEOUT_MS),
    body: JSON.stringify({
      model: config.model,
      temperature: 0,
      messages: [
        {
          role: "system",
          content: `You tag articles of an agricultural-technology blog. Answer with a JSON array of at most ${limit} short Title Case tags and nothing else. Prefer these existing tags when they fit: ${siteTags.join(", ")}.`,
        },
        { role: "user", content: `Title: ${post.title}\nExcerpt: ${post.excerpt}\n\n${post.markdown.slice(0, BODY_CHARS)}` },
      ],
    }),
  });
  if (!response.ok) throw new Error(`LLM answered ${response.status}`);
  const data = (await response.json()) as { choices?: { message?: { content?: string } }[] };
  const content = data.choices?.[0]?.message?.content ?? "";
  const list: unknown = JSON.parse(content.slice(content.indexOf("["), content.lastIndexOf("]") + 1));
  if (!Array.isArray(list) || !list.every((tag) => typeof tag === "string")) throw new Error("LLM answer is not a list of tags");
  return (list as string[])
    .map((tag) => tag.trim())
    .filter((tag) => tag && tag.length <= 40)
    .slice(0, limit);
}
