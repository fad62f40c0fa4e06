import { emailAddressSchema } from "../../../shared/schemas";
import type { AdminSubscriber, SubscriberImportResult, SubscriberList, SubscriberListQuery } from "../../../shared/types";
import type { Clock } from "../../lib/clock";
import { parseCsv, toCsv } from "../../lib/csv";
import { NotFoundError, ValidationError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import type { ImportedSubscriber, SubscribersRepository } from "../../store/repositories/subscribers.repository";
import { breathe, slices } from "../../store/batches";
import type { SubscriberRecord, SubscriberStatus } from "../../store/repositories/subscribers.record";
import type { NewsletterService } from "./newsletter.service";

const IMPORT_ROWS_MAX = 50_000;
const EXPORT_COLUMNS = ["email", "status", "created_at", "confirmed_at", "unsubscribed_at"];
/** Words other services put in their status column, read as ours. */
const IMPORTED_STATUS: Record<string, SubscriberStatus> = {
  "": "confirmed",
  confirmed: "confirmed",
  subscribed: "confirmed",
  active: "confirmed",
  pending: "pending",
  unconfirmed: "pending",
  unsubscribed: "unsubscribed",
};

function toAdminSubscriber(record: SubscriberRecord): AdminSubscriber {
  return {
    id: record._id,
    email: record.email,
    status: record.status,
    createdAt: record.createdAt.toISOString(),
    confirmedAt: record.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: record.unsubscribedAt?.toISOString() ?? null,
  };
}

const validDate = (text: string | undefined) => {
  const date = text ? new Date(text) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** The author's view of the list: browse, remove, and move it to or from another service as CSV. */
export function createSubscribersAdminService({
  subscribers,
  newsletter,
  clock,
}: {
  subscribers: SubscribersRepository;
  newsletter: Pick<NewsletterService, "subscribe" | "waitingConfirmations">;
  clock: Clock;
}) {
  return {
    async list(query: SubscriberListQuery): Promise<SubscriberList> {
      const [{ items, total }, counts, confirmationsWaiting] = await Promise.all([
        subscribers.list({ contains: query.q || undefined, status: query.status, limit: query.limit, offset: query.offset }),
        subscribers.countByStatus(),
        newsletter.waitingConfirmations(),
      ]);
      return { items: items.map(toAdminSubscriber), total, counts, confirmationsWaiting };
    },

    async remove(id: string): Promise<void> {
      if (!(await subscribers.remove(id))) throw new NotFoundError("No such subscriber");
    },

    async exportCsv(): Promise<string> {
      const rows = (await subscribers.all())
        .map(toAdminSubscriber)
        .map((s) => [s.email, s.status, s.createdAt, s.confirmedAt, s.unsubscribedAt]);
      return toCsv([EXPORT_COLUMNS, ...rows]);
    },

    /**
     * Adds the addresses of a CSV file (this site's export, or another service's with an email
     * column). Rows marked confirmed (or with no status) are taken as confirmed, pending ones are
     * sent a confirmation link, and an address already on the list is left exactly as it is, so
     * nobody confirmed is ever asked again.
     */
    async importCsv(text: string): Promise<SubscriberImportResult> {
      const rows = parseCsv(text);
      if (rows.length === 0) throw new ValidationError("The file holds no rows");
      const header = rows[0].map((cell) => cell.trim().toLowerCase());
      const hasHeader = header.some((cell) => cell === "email" || cell === "email address" || cell === "e-mail");
      const emailColumn = hasHeader ? header.findIndex((cell) => ["email", "email address", "e-mail"].includes(cell)) : 0;
      const statusColumn = hasHeader ? header.indexOf("status") : -1;
      const createdColumn = hasHeader ? header.findIndex((cell) => ["created_at", "created", "subscribed_at"].includes(cell)) : -1;
      const body = hasHeader ? rows.slice(1) : rows;
      if (body.length > IMPORT_ROWS_MAX) throw new ValidationError(`At most ${IMPORT_ROWS_MAX} rows can be imported at once`);

      const result: SubscriberImportResult = { added: 0, alreadyListed: 0, invalid: [], confirmationsQueued: 0 };
      const now = clock.now();
      // Addresses met earlier in this file: a repeat is already listed, as it would be had it been stored one row at a time.
      const seen = new Set<string>();
      let firstIndex = 0;
      // A batch of rows at a time (one transaction for its inserts), so readers are answered while a long file goes in.
      for (const batch of slices(body)) {
        const readable: { address: string; status: SubscriberStatus; createdAt: Date }[] = [];
        for (const [offset, row] of batch.entries()) {
          const line = firstIndex + offset + (hasHeader ? 2 : 1);
          const email = emailAddressSchema.safeParse(row[emailColumn] ?? "");
          if (!email.success) {
            result.invalid.push({ line, reason: `"${(row[emailColumn] ?? "").slice(0, 80)}" is not an email address` });
            continue;
          }
          const statusText = statusColumn >= 0 ? (row[statusColumn] ?? "").trim().toLowerCase() : "";
          const status = IMPORTED_STATUS[statusText];
          if (!status) {
            result.invalid.push({ line, reason: `Unknown status "${statusText.slice(0, 40)}"` });
            continue;
          }
          readable.push({ address: email.data.toLowerCase(), status, createdAt: validDate(row[createdColumn]) ?? now });
        }
        firstIndex += batch.length;

        const listed = await subscribers.listedAmong(readable.map((row) => row.address));
        const imported: ImportedSubscriber[] = [];
        for (const { address, status, createdAt } of readable) {
          if (listed.has(address) || seen.has(address)) {
            result.alreadyListed++;
            continue;
          }
          seen.add(address);
          if (status === "pending") {
            // Each is its own sign-up (a record and a confirmation mail), so readers get a turn after each.
            // Past the hourly budget of confirmation mails, the address waits for a later hour's like any sign-up.
            if ((await newsletter.subscribe(address)) === "queued") result.confirmationsQueued++;
            result.added++;
            await breathe();
          } else {
            imported.push({ email: address, id: newId(), status, createdAt });
          }
        }
        const stored = await subscribers.addImportedMany(imported, now);
        result.added += stored.added;
        result.alreadyListed += stored.alreadyListed;
        await breathe();
      }
      return result;
    },
  };
}

export type SubscribersAdminService = ReturnType<typeof createSubscribersAdminService>;
