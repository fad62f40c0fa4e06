import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Transporter } from "nodemailer";
import { newId } from "../../lib/ids";
import type { OutboxEntry } from "../../../shared/types";

/** One message to one reader, as the app composes it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs to `url`. */
  unsubscribe?: { url: string; mailto: string };
}

export interface MailTransport {
  /** "outbox" writes each message under DATA_DIR/outbox instead of sending it. */
  readonly kind: "smtp" | "outbox";
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Thrown for an SMTP answer that retrying the same message would get again (5xx but 503). */
export class PermanentMailError extends Error {}

/** Thrown while composing: this message should not go out at all (its reader has left the list). */
export class SkipMail extends Error {}

/** The message as nodemailer builds it: headers it encodes itself, so no field can add a header. */
function composed(from: string, mail: OutgoingMail) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    headers: mail.unsubscribe
      ? {
          "List-Unsubscribe": `<${mail.unsubscribe.url}>, <${mail.unsubscribe.mailto}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        }
      : undefined,
    // The HTML is ours, but nothing in it may make the mailer read a local file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ");

/**
 * nodemailer over SMTP when SMTP_URL is set (any provider, no vendor API). Without it each message
 * is written as an .eml file, exactly the bytes that would have gone out, beside a JSON copy the
 * admin's outbox view reads, so a new install shows what its readers would receive.
 */
export async function createMailTransport({
  smtpUrl,
  from,
  outboxDir,
}: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}): Promise<MailTransport> {
  const { default: nodemailer } = await import("nodemailer");
  if (smtpUrl) {
    const transporter: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      kind: "smtp",
      async send(mail) {
        try {
          await transporter.sendMail(composed(from, mail));
        } catch (error) {
          const permanent = (error as { permanent?: boolean }).permanent === true;
          if (permanent) throw new PermanentMailError((error as Error).message);
          throw error;
        }
      },
      close: () => transporter.close(),
    };
  }

  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    kind: "outbox",
    async send(mail) {
      const info = await writer.sendMail(composed(from, mail));
      const sentAt = new Date();
      // Names sort by time, so the newest is found without reading every file.
      const id = `${sentAt.toISOString().replace(/[:.]/g, "-")}-${newId()}`;
      const entry: OutboxEntry = {
        id,
        to: oneLine(mail.to),
        subject: oneLine(mail.subject),
        sentAt: sentAt.toISOString(),
        html: mail.html,
        text: mail.text,
      };
      await mkdir(outboxDir, { recursive: true });
      await writeFile(join(outboxDir, `${id}.eml`), info.message as Buffer);
      // The JSON last, through a rename: the outbox lists only messages written whole.
      await writeFile(join(outboxDir, `.${id}.json.partial`), JSON.stringify(entry));
      await rename(join(outboxDir, `.${id}.json.partial`), join(outboxDir, `${id}.json`));
    },
    close() {},
  };
}
