import type { Snapshot } from "@shared/schemas";
import { formatBytes } from "@/lib/format-bytes";
import { formatStamp } from "@/lib/format-stamp";
import { snapshotDownloadUrl } from "../api/get-backups";
import { KIND_LABELS, REASON_LABELS } from "../lib/backup-words";
import { CheckStatus } from "./check-status";

const cell = "px-3 py-2 align-top";

/** The kept snapshots, newest first, each with a plain download link: the browser streams the file to disk. */
export function SnapshotTable({ snapshots }: { snapshots: Snapshot[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Kept snapshots, newest first</caption>
        <thead className="bg-muted text-emphasis">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              Taken
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Reason
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Kind
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Size
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Check
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              File
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border text-body">
          {snapshots.map((snapshot) => {
            const taken = formatStamp(snapshot.createdAt);
            return (
              <tr key={snapshot.id}>
                <td className={`${cell} whitespace-nowrap`}>
                  <time dateTime={snapshot.createdAt}>{taken}</time>
                </td>
                <td className={`${cell} min-w-32`}>{REASON_LABELS[snapshot.reason]}</td>
                <td className={`${cell} whitespace-nowrap`}>{KIND_LABELS[snapshot.kind]}</td>
                <td className={`${cell} whitespace-nowrap`}>{formatBytes(snapshot.bytes)}</td>
                {/* Wide enough on a phone that a failure's reason reads in a few lines, not one word a line: the table scrolls sideways instead. */}
                <td className={`${cell} min-w-64`}>
                  <CheckStatus check={snapshot.check} />
                </td>
                <td className={cell}>
                  {/* The name says which snapshot, and starts with the word on screen for voice control. */}
                  <a
                    href={snapshotDownloadUrl(snapshot.id)}
                    download
                    aria-label={`Download the snapshot of ${taken}`}
                    className="font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    Download
                  </a>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
