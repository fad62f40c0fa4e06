import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ImportJob, ImportPreview } from "@shared/schemas";
import { renderWithApp, reply, replyError, routeFetch } from "@/test/render";
import { ImportExportSection } from "./import-export-section";

/** Polled this often here, so a test waits on the screen, not on the production interval. */
const POLL_MS = 20;

function makeJob(overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    id: "job-1",
    status: "reading",
    source: "wordpress",
    fileName: "wordpress-export.xml",
    fileBytes: 2_516_582,
    createdAt: "2026-11-26T05:00:00.000Z",
    updatedAt: "2026-11-26T05:00:00.000Z",
    preview: null,
    progress: { done: 0, total: 0 },
    counts: { imported: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0 },
    report: [],
    error: null,
    ...overrides,
  };
}

const preview: ImportPreview = {
  posts: 12,
  drafts: 2,
  scheduled: 1,
  comments: 30,
  tags: 8,
  images: 5,
  skipped: { page: 3, "spam comment": 4 },
  warnings: ['Unknown shortcode [contact-form] in "Say hello": left out of the text.'],
};

/** An import server holding one job (or a list of them) that the test moves along. */
function serveImports(initial: ImportJob[] = [], { uploadAnswered }: { uploadAnswered?: Promise<void> } = {}) {
  const server = { jobs: [...initial] };
  const find = (path: string) => server.jobs.find((job) => path.startsWith(`/api/admin/imports/${job.id}`));
  const set = (job: ImportJob) => {
    server.jobs = [job, ...server.jobs.filter((entry) => entry.id !== job.id)];
    return job;
  };
  const routes = routeFetch(({ method, path }) => {
    if (path === "/api/admin/imports" && method === "GET") return reply("GET /api/admin/imports", server.jobs);
    if (path === "/api/admin/imports" && method === "POST") {
      return (uploadAnswered ?? Promise.resolve()).then(() => reply("POST /api/admin/imports", set(makeJob()), { status: 201 }));
    }
    const job = find(path);
    if (!job) return replyError(404, "No such import");
    if (path.endsWith("/confirm"))
      return reply("POST /api/admin/imports/{id}/confirm", set({ ...job, status: "importing", progress: { done: 0, total: 12 } }));
    if (path.endsWith("/cancel")) return reply("POST /api/admin/imports/{id}/cancel", set({ ...job, status: "cancelled" }));
    return reply("GET /api/admin/imports/{id}", job);
  });
  return { ...routes, server, set };
}

const figure = (list: HTMLElement, name: string) => within(list).getByText(name, { selector: "dt" }).nextElementSibling?.textContent;

describe("the importer", () => {
  it("uploads a WordPress file, shows what it holds, imports it with a moving bar and ends with the report and its CSV link", async () => {
    let answerUpload = () => {};
    const { spy, set } = serveImports([], { uploadAnswered: new Promise((resolve) => (answerUpload = resolve)) });
    const contentChanged = vi.fn();
    renderWithApp(<ImportExportSection pollMs={POLL_MS} onContentChanged={contentChanged} />);
    expect(await screen.findByText(/No imports yet/)).toBeInTheDocument();

    const file = new File(['<rss version="2.0"></rss>'], "wordpress-export.xml", { type: "text/xml" });
    await userEvent.upload(screen.getByLabelText("Choose a file to import"), file);
    expect(await screen.findByRole("progressbar", { name: "Uploading wordpress-export.xml" })).toHaveAttribute("aria-valuenow", "100");
    expect(screen.getByText("wordpress-export.xml is uploaded; the server is storing it…")).toBeInTheDocument();
    answerUpload();
    expect(await screen.findByText("Reading your file…")).toBeInTheDocument();
    // The chooser is gone: the keyboard carries on from the step that replaced it, not the page's top.
    await waitFor(() => expect(screen.getByRole("group", { name: "Import step" })).toHaveFocus());
    const [url, init] = spy.mock.calls.find(([, request]) => request?.method === "POST")!;
    expect(String(url)).toBe("/api/admin/imports?name=wordpress-export.xml");
    expect(init?.body).toBe(file);

    set(makeJob({ status: "preview", preview }));
    const confirm = await screen.findByRole("button", { name: "Import 15 posts" });
    const holds = screen.getByLabelText("In the file");
    expect(figure(holds, "Published")).toBe("12");
    expect(figure(holds, "Drafts")).toBe("2");
    expect(figure(holds, "Scheduled")).toBe("1");
    expect(figure(holds, "Images")).toBe("5");
    expect(within(screen.getByRole("list", { name: "Not imported" })).getByText(/Spam comment/)).toHaveTextContent("Spam comment: 4");
    expect(within(screen.getByRole("list", { name: "Warnings" })).getByText(/contact-form/)).toBeInTheDocument();

    await userEvent.click(confirm);
    set(makeJob({ status: "importing", preview, progress: { done: 5, total: 12 } }));
    const bar = await screen.findByRole("progressbar", { name: "Import progress" });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "5"));
    expect(bar).toHaveAttribute("aria-valuemax", "12");
    expect(screen.getByText("5 of 12")).toBeInTheDocument();

    set(
      makeJob({
        status: "done",
        preview,
        progress: { done: 12, total: 12 },
        counts: { imported: 10, updated: 0, unchanged: 0, skipped: 1, failed: 1 },
        report: [
          { kind: "post", originalId: "101", title: "Hello soil", outcome: "imported", reason: "", path: "/blog/hello-soil" },
          {
            kind: "image",
            originalId: "https://old.example/a.jpg",
            title: "a.jpg",
            outcome: "failed",
            reason: "The image answered 404: the original address is kept.",
            path: null,
          },
        ],
      }),
    );
    expect(await screen.findByText("Import finished.")).toBeInTheDocument();
    // The public pages and the posts list hear of the new posts once, when the writing stops.
    await waitFor(() => expect(contentChanged).toHaveBeenCalledTimes(1));
    expect(figure(screen.getByLabelText("What became of the file's items"), "Imported")).toBe("10");
    const report = screen.getByRole("table", { name: "Import report, first lines" });
    expect(within(report).getByRole("link", { name: "Hello soil" })).toHaveAttribute("href", "/blog/hello-soil");
    expect(within(report).getByText("The image answered 404: the original address is kept.")).toBeInTheDocument();
    expect(screen.getByText("Showing the first 2 of 12 lines.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download full report (CSV)" })).toHaveAttribute("href", "/api/admin/imports/job-1/report.csv");
    const recent = screen.getByRole("list", { name: "Recent imports, newest first" });
    expect(await within(recent).findByText("Done")).toBeInTheDocument();
    expect(within(recent).getByText("wordpress-export.xml")).toBeInTheDocument();
  });

  it("shows the server's message when it refuses the file, and keeps the chooser", async () => {
    routeFetch(({ method, path }) => {
      if (path === "/api/admin/imports" && method === "GET") return reply("GET /api/admin/imports", []);
      if (path === "/api/admin/imports" && method === "POST")
        return replyError(400, "The file is empty: export your blog again and choose the new file.");
      return replyError(404, "Not found");
    });
    renderWithApp(<ImportExportSection pollMs={POLL_MS} />);
    await screen.findByText(/No imports yet/);

    await userEvent.upload(screen.getByLabelText("Choose a file to import"), new File([], "empty.xml", { type: "text/xml" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The file is empty: export your blog again and choose the new file.");
    expect(screen.getByLabelText("Choose a file to import")).toBeEnabled();
  });

  it("takes a file dropped on the area as well as a chosen one", async () => {
    const { requests } = serveImports();
    renderWithApp(<ImportExportSection pollMs={POLL_MS} />);
    await screen.findByText(/No imports yet/);

    const zone = screen.getByText("or drop it here").parentElement!;
    const file = new File(["{}"], "ghost-export.json", { type: "application/json" });
    fireEvent.dragOver(zone, { dataTransfer: { files: [file] } });
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(await screen.findByText("Reading your file…")).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(1);
  });

  it("picks up the import under way after a reload, and cancels it", async () => {
    const earlier = makeJob({
      id: "job-0",
      fileName: "ghost-export.json",
      source: "ghost",
      status: "done",
      createdAt: "2026-11-20T09:00:00.000Z",
    });
    const running = makeJob({
      id: "job-2",
      status: "importing",
      preview,
      progress: { done: 40, total: 120 },
      createdAt: "2026-11-26T05:10:00.000Z",
    });
    const { requests } = serveImports([earlier, running]);
    renderWithApp(<ImportExportSection pollMs={POLL_MS} />);

    const bar = await screen.findByRole("progressbar", { name: "Import progress" });
    expect(bar).toHaveAttribute("aria-valuenow", "40");
    expect(bar).toHaveAttribute("aria-valuemax", "120");
    const recent = screen.getByRole("list", { name: "Recent imports, newest first" });
    expect(
      within(recent)
        .getAllByRole("listitem")
        .map((item) => item.querySelector("p")?.textContent),
    ).toEqual(["wordpress-export.xml", "ghost-export.json"]);
    expect(within(recent).getByText("Importing")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Cancel import" }));
    expect(await screen.findByText("Import cancelled. Nothing more will be written.")).toBeInTheDocument();
    expect(requests).toContainEqual(expect.objectContaining({ method: "POST", path: "/api/admin/imports/job-2/cancel" }));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "View import of ghost-export.json" }));
    expect(await screen.findByText("Import finished.")).toBeInTheDocument();
    expect(screen.getByText("ghost-export.json", { selector: "span" })).toBeInTheDocument();
  });

  it("cancels at the preview, and a new file can be chosen after", async () => {
    serveImports([makeJob({ status: "preview", preview: { ...preview, posts: 0, drafts: 1, scheduled: 0, warnings: [], skipped: {} } })]);
    renderWithApp(<ImportExportSection pollMs={POLL_MS} />);

    // A file of one draft, nothing published, still holds a post to import.
    expect(await screen.findByRole("button", { name: "Import 1 post" })).toBeEnabled();
    expect(screen.queryByRole("list", { name: "Warnings" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("Import cancelled. Nothing more will be written.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Import another file" }));
    expect(screen.getByLabelText("Choose a file to import")).toBeInTheDocument();
  });

  it("shows a job opened again from the list as it is now, not as it was last shown", async () => {
    const earlier = makeJob({
      id: "job-0",
      fileName: "ghost-export.json",
      source: "ghost",
      status: "done",
      createdAt: "2026-11-20T09:00:00.000Z",
    });
    const { server, set } = serveImports([makeJob({ status: "preview", preview }), earlier]);
    renderWithApp(<ImportExportSection pollMs={POLL_MS} />);
    await screen.findByRole("button", { name: "Import 15 posts" });

    await userEvent.click(screen.getByRole("button", { name: "View import of ghost-export.json" }));
    expect(await screen.findByText("Import finished.")).toBeInTheDocument();
    // Cancelled meanwhile from elsewhere (the command line, another tab).
    set({ ...server.jobs.find((job) => job.id === "job-1")!, status: "cancelled" });
    await userEvent.click(await screen.findByRole("button", { name: "View import of wordpress-export.xml" }));
    expect(await screen.findByText("Import cancelled. Nothing more will be written.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Import 15 posts" })).not.toBeInTheDocument();
  });

  it("shows why an import failed and lets the author start again", async () => {
    serveImports([makeJob({ status: "failed", error: "The database is read-only: nothing more was written." })]);
    const contentChanged = vi.fn();
    renderWithApp(<ImportExportSection pollMs={POLL_MS} onContentChanged={contentChanged} />);

    await userEvent.click(await screen.findByRole("button", { name: "View import of wordpress-export.xml" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Import failed: The database is read-only: nothing more was written.");
    expect(contentChanged).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Start again" }));
    expect(screen.getByLabelText("Choose a file to import")).toBeInTheDocument();
  });

  it("says there are no imports yet, offers the Markdown export, and still takes a file when the list fails", async () => {
    serveImports();
    const { unmount } = renderWithApp(<ImportExportSection pollMs={POLL_MS} />);
    expect(await screen.findByText("No imports yet. Files you import are listed here with their report.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download Markdown export" })).toHaveAttribute("href", "/api/admin/export");
    expect(screen.getByText(/approved comments as JSON\. Hugo, Jekyll and Astro read it/)).toBeInTheDocument();
    unmount();

    routeFetch(() => replyError(500, "Store unavailable"));
    renderWithApp(<ImportExportSection pollMs={POLL_MS} />);
    expect(await screen.findByText("We couldn't load the recent imports.")).toBeInTheDocument();
    expect(screen.getByLabelText("Choose a file to import")).toBeEnabled();
  });
});
