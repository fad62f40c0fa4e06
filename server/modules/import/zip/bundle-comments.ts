import type { ImportedComment } from "../imported-item";

type Row = Record<string, unknown>;

function pick(row: Row, keys: string[]): unknown {
  for (const key of keys) if (row[key] !== undefined && row[key] !== null) return row[key];
  return undefined;
}

function asText(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

/** The author's answer Furrow's export writes with a comment, `{ name, date, text }`, when it is whole. */
function authorReply(value: unknown): ImportedComment["reply"] {
  if (!value || typeof value !== "object") return undefined;
  const row = value as Row;
  const content = asText(pick(row, ["text", "content"])).trim();
  const createdAt = new Date(asText(pick(row, ["date", "createdAt"])));
  if (!content || Number.isNaN(createdAt.getTime())) return undefined;
  return { authorName: asText(pick(row, ["name", "authorName"])).trim() || "Author", content, createdAt };
}

/**
 * The comments.json an export writes beside a post (Furrow's own export, and static-site comment
 * plugins such as Staticman write much the same): an array of comments with an id, the comment
 * answered, an author, a text and a date. Field names vary between tools, so the common spellings are
 * read; an entry without text or date is left out and counted in the note.
 */
export function readBundleComments(json: string): { comments: ImportedComment[]; notes: string[] } {
  let rows: unknown;
  try {
    rows = JSON.parse(json);
  } catch (error) {
    return { comments: [], notes: [`comments.json could not be read: ${(error as Error).message}`] };
  }
  if (rows && typeof rows === "object" && !Array.isArray(rows) && Array.isArray((rows as Row).comments)) rows = (rows as Row).comments;
  if (!Array.isArray(rows)) return { comments: [], notes: ["comments.json holds no list of comments"] };
  const comments: ImportedComment[] = [];
  let left = 0;
  rows.forEach((raw: unknown, index) => {
    const row = (raw && typeof raw === "object" ? raw : {}) as Row;
    const content = asText(pick(row, ["content", "body", "text", "message"])).trim();
    const createdAt = new Date(asText(pick(row, ["createdAt", "created_at", "date", "published"])));
    if (!content || Number.isNaN(createdAt.getTime())) {
      left++;
      return;
    }
    const parent = asText(pick(row, ["parentId", "parentOriginalId", "parent_id", "parent", "replyTo", "reply_to"]));
    const status = asText(pick(row, ["status"])).toLowerCase();
    const reply = authorReply(row.reply);
    comments.push({
      originalId: asText(pick(row, ["id", "originalId", "_id"])) || `comment-${index + 1}`,
      parentOriginalId: parent || null,
      authorName: asText(pick(row, ["authorName", "author_name", "author", "name"])).trim() || "Anonymous",
      authorEmail: asText(pick(row, ["authorEmail", "author_email", "email"])).trim(),
      content,
      createdAt,
      status: status === "pending" ? "pending" : "approved",
      ...(reply && { reply }),
    });
  });
  return { comments, notes: left > 0 ? [`${left} comment(s) in comments.json without text or date were left out`] : [] };
}
