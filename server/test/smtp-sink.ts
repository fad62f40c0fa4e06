import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** The message with quoted-printable undone, so a test can look for a link as the reader sees it. */
export const readable = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server in the test process (the smtp-server package): it accepts what the app
 * sends and keeps it, or answers each recipient with the SMTP error `refuse` gives.
 */
export async function startSmtpSink(): Promise<{
  url: string;
  received: ReceivedMail[];
  /** Answers RCPT TO with this code (421: try later, 550: no such mailbox); null accepts again. */
  refuse(code: number | null): void;
  stop(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  let refusal: number | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refusal === null) return callback();
      const error = Object.assign(new Error(refusal >= 500 ? "No such mailbox" : "Try again later"), { responseCode: refusal });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(code) {
      refusal = code;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
