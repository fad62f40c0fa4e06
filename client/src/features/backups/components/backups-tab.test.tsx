import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Snapshot } from "@shared/schemas";
import { formatStamp } from "@/lib/format-stamp";
import { formatScheduled } from "@/lib/schedule-time";
import { renderWithApp, reply, replyError, routeFetch } from "@/test/render";
import { hoursFromNow, makeOverview, makeSnapshot } from "../test/backups-api";
import { BackupsTab } from "./backups-tab";

const good = makeSnapshot("2026-11-26T03-00-00Z-scheduled");
const failed = makeSnapshot(
  "2026-11-25T03-00-00Z-before-import",
  {
    reason: "before-import",
    kind: "archive",
    bytes: 2_048,
    check: {
      ok: false,
      checkedAt: hoursFromNow(-43),
      message: "posts: 11 in the snapshot, 12 in the store",
      counts: { posts: 11 },
      uploads: 0,
    },
  },
  43,
);
const listed = makeOverview([good, failed]);

/**
 * The backups API over a list the test can change; `overview` answers the GET (first call first),
 * `backUp` the POST, which by default adds a manual snapshot to the list.
 */
function serveBackups({
  overview = [() => reply("GET /api/admin/backups", listed)],
  backUp,
}: { overview?: (() => Response | Promise<Response>)[]; backUp?: () => Response | Promise<Response> } = {}) {
  let reads = 0;
  const routes = routeFetch(({ method, path }) => {
    if (path === "/api/admin/backups" && method === "GET") return overview[Math.min(reads++, overview.length - 1)]();
    if (path === "/api/admin/backups" && method === "POST" && backUp) return backUp();
    return replyError(404, "Not found");
  });
  return routes;
}

const panel = () => screen.getByRole("region", { name: "Snapshots" });

describe("the backups tab", () => {
  it("says the snapshots are loading while the server has not answered", async () => {
    let answer = (_response: Response) => {};
    serveBackups({ overview: [() => new Promise<Response>((resolve) => (answer = resolve))] });
    renderWithApp(<BackupsTab />);

    expect(within(panel()).getByLabelText("Loading the snapshots")).toHaveAttribute("aria-busy", "true");
    answer(reply("GET /api/admin/backups", makeOverview([good])));
    expect(await within(panel()).findByRole("table", { name: "Kept snapshots, newest first" })).toBeInTheDocument();
    expect(within(panel()).queryByLabelText("Loading the snapshots")).not.toBeInTheDocument();
  });

  it("shows the last snapshot with its size, reason and check, the next one due with its exact time, the folder and the retention rule", async () => {
    serveBackups();
    renderWithApp(<BackupsTab />);

    const last = await within(panel()).findByText(/5\.2 MB · Scheduled/);
    expect(last.querySelector("time")).toHaveAttribute("dateTime", good.createdAt);
    expect(within(panel()).getAllByText("Checked: integrity ok, counts match")[0].parentElement).toHaveClass("text-success");
    const next = within(panel()).getByText("in 5 hours");
    expect(next.closest("p")).toHaveTextContent("Next snapshot: in 5 hours");
    expect(next.tagName).toBe("TIME");
    expect(next).toHaveAttribute("dateTime", listed.nextDueAt);
    expect(next).toHaveAttribute("title", formatScheduled(listed.nextDueAt!));
    expect(within(panel()).getByText("Keeps 7 daily and 4 weekly snapshots")).toBeInTheDocument();
    expect(within(panel()).getByText("/var/lib/furrow/data/backups")).toBeInTheDocument();
  });

  it("lists the kept snapshots in a table, a failed check with the server's reason, each with its download address", async () => {
    serveBackups();
    renderWithApp(<BackupsTab />);

    const table = await within(panel()).findByRole("table", { name: "Kept snapshots, newest first" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Taken", "Reason", "Kind", "Size", "Check", "File"]);
    const [, first, second] = within(table).getAllByRole("row");
    expect(
      within(first)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([formatStamp(good.createdAt), "Scheduled", "SQLite copy", "5.2 MB", "Checked: integrity ok, counts match", "Download"]);
    expect(
      within(second)
        .getAllByRole("cell")
        .slice(1, 5)
        .map((cell) => cell.textContent),
    ).toEqual(["Before an import", "Portable archive", "2.0 KB", "Check failed: posts: 11 in the snapshot, 12 in the store"]);
    expect(within(second).getByText(/^Check failed/).parentElement).toHaveClass("text-destructive-strong");

    const links = within(table).getAllByRole("link", { name: /^Download the snapshot of / });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/api/admin/backups/2026-11-26T03-00-00Z-scheduled/download",
      "/api/admin/backups/2026-11-25T03-00-00Z-before-import/download",
    ]);
    expect(links.every((link) => link.hasAttribute("download"))).toBe(true);
  });

  it("names the last good snapshot when the newest one failed its check", async () => {
    serveBackups({ overview: [() => reply("GET /api/admin/backups", makeOverview([{ ...failed, createdAt: hoursFromNow(-1) }, good]))] });
    renderWithApp(<BackupsTab />);

    const lastGood = await within(panel()).findByText(/^Last good:/);
    expect(lastGood.querySelector("time")).toHaveAttribute("dateTime", good.createdAt);
  });

  it("says the first snapshot comes within minutes of starting the server while there is none", async () => {
    serveBackups({ overview: [() => reply("GET /api/admin/backups", makeOverview([]))] });
    renderWithApp(<BackupsTab />);

    expect(
      await within(panel()).findByText("No snapshots yet. The first one is taken within a few minutes of starting the server."),
    ).toBeInTheDocument();
    expect(within(panel()).getByText("None yet.")).toBeInTheDocument();
    expect(within(panel()).queryByRole("table")).not.toBeInTheDocument();
  });

  it("says scheduled snapshots are off, and that Back up now takes one, when BACKUP_EVERY_HOURS is 0", async () => {
    serveBackups({ overview: [() => reply("GET /api/admin/backups", makeOverview([], { everyHours: 0, nextDueAt: null }))] });
    renderWithApp(<BackupsTab />);

    expect(await within(panel()).findByText("Scheduled snapshots are off (BACKUP_EVERY_HOURS=0)")).toBeInTheDocument();
    expect(
      within(panel()).getByText(
        /^No snapshots yet\. Scheduled snapshots are off, so none is taken by itself: press "Back up now" to take one\.$/,
      ),
    ).toBeInTheDocument();
    expect(within(panel()).queryByText(/Next snapshot/)).not.toBeInTheDocument();
  });

  it("says the snapshots could not be loaded, and Retry asks again", async () => {
    const { requests } = serveBackups({
      overview: [() => replyError(500, "Internal error"), () => reply("GET /api/admin/backups", makeOverview([good]))],
    });
    renderWithApp(<BackupsTab />);

    const error = await within(panel()).findByRole("alert");
    expect(error).toHaveTextContent("We couldn't load the snapshots.");
    await userEvent.click(within(error).getByRole("button", { name: "Retry" }));
    expect(await within(panel()).findByRole("table", { name: "Kept snapshots, newest first" })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "GET")).toHaveLength(2);
  });

  it("backs up now: the button waits while the snapshot is taken, a toast reports its check, and the list shows the new one", async () => {
    const taken = makeSnapshot("2026-11-26T07-10-00Z-manual", { reason: "manual", bytes: 6_291_456 }, 0);
    let kept: Snapshot[] = [good, failed];
    let finish = () => {};
    const { requests } = serveBackups({
      overview: [() => reply("GET /api/admin/backups", makeOverview(kept))],
      backUp: () =>
        new Promise<Response>((resolve) => {
          finish = () => {
            kept = [taken, ...kept];
            resolve(reply("POST /api/admin/backups", taken, { status: 201 }));
          };
        }),
    });
    renderWithApp(<BackupsTab />);
    await within(panel()).findByRole("table");

    await userEvent.click(within(panel()).getByRole("button", { name: "Back up now" }));
    expect(within(panel()).getByRole("button", { name: "Backing up..." })).toBeDisabled();
    finish();
    expect(await screen.findByText("Backup taken")).toBeInTheDocument();
    expect(screen.getByText("Checked: integrity ok, counts match.")).toBeInTheDocument();
    await waitFor(() => expect(within(panel()).getAllByRole("link", { name: /^Download/ })).toHaveLength(3));
    expect(within(panel()).getAllByRole("link", { name: /^Download/ })[0]).toHaveAttribute(
      "href",
      "/api/admin/backups/2026-11-26T07-10-00Z-manual/download",
    );
    expect(within(panel()).getByRole("button", { name: "Back up now" })).toBeEnabled();
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(1);
  });

  it("shows the server's reason in an error toast when a snapshot is already being taken", async () => {
    const { requests } = serveBackups({ backUp: () => replyError(409, "A snapshot is being taken already; try again in a minute.") });
    renderWithApp(<BackupsTab />);
    await within(panel()).findByRole("table");

    await userEvent.click(within(panel()).getByRole("button", { name: "Back up now" }));
    expect(await screen.findByText("Backup failed")).toBeInTheDocument();
    expect(screen.getByText("A snapshot is being taken already; try again in a minute.")).toBeInTheDocument();
    expect(within(panel()).getByRole("button", { name: "Back up now" })).toBeEnabled();
    // The list is asked again: whatever was being taken may have finished.
    await waitFor(() => expect(requests.filter((request) => request.method === "GET")).toHaveLength(2));
  });

  it("keeps the portable archive's download beside the snapshots", async () => {
    serveBackups();
    renderWithApp(<BackupsTab />);

    const archive = screen.getByRole("region", { name: "Back up the blog" });
    expect(within(archive).getByRole("link", { name: "Download backup" })).toHaveAttribute("href", "/api/admin/backup");
    expect(within(archive).getByRole("link", { name: "Download backup" })).toHaveAttribute("download");
  });
});
