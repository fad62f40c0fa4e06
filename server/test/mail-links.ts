import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\n/g, "").replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** Every text a reader's mail program would show or follow: unfolded headers and decoded bodies. */
function textsOf(entity: string): string[] {
  const split = entity.indexOf("\n\n");
  const head = (split === -1 ? entity : entity.slice(0, split)).replace(/\n[ \t]+/g, " ");
  const body = split === -1 ? "" : entity.slice(split + 2);
  const boundary = /boundary="?([^";\n]+)"?/i.exec(head)?.[1];
  if (boundary)
    return [
      head,
      ...body
        .split(`--${boundary}`)
        .slice(1, -1)
        .flatMap((part) => textsOf(part.replace(/^\n/, ""))),
    ];
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1].toLowerCase();
  if (encoding === "base64") return [head, Buffer.from(body, "base64").toString("utf8")];
  if (encoding === "quoted-printable") return [head, decodeQuotedPrintable(body)];
  return [head, body];
}

/**
 * Every http(s) URL in a message as written to the outbox, from its headers (List-Unsubscribe)
 * and every part, HTML entities in attributes undone: what a mail security scanner would fetch.
 */
export function linksInEml(raw: string): string[] {
  const links = textsOf(raw.replace(/\r\n/g, "\n"))
    .flatMap((text) => text.match(/https?:\/\/[^\s"'<>]+/g) ?? [])
    .map((link) => link.replace(/&amp;/g, "&"));
  return [...new Set(links)];
}

/** The .eml files of an outbox folder (DATA_DIR/outbox), each with the address it went to. */
export async function emlsIn(outboxDir: string): Promise<{ to: string; subject: string; raw: string }[]> {
  const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((file) => file.endsWith(".eml")).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(join(outboxDir, file), "utf8");
      const header = (name: string) => new RegExp(`^${name}:[ \\t]*(.*)$`, "mi").exec(raw)?.[1].trim() ?? "";
      return { to: header("To"), subject: header("Subject"), raw };
    }),
  );
}
