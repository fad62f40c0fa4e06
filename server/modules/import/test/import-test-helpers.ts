import { readFileSync } from "node:fs";
import { join } from "node:path";
import type request from "supertest";
import { expect } from "vitest";
import type { ImportJob } from "../../../../shared/schemas/imports";

type Agent = ReturnType<typeof request.agent>;

export const fixture = (name: string) => readFileSync(join(import.meta.dirname, "..", "fixtures", name));

/** Uploads a file as the raw body and answers the job (its preview is in it for a small file). */
export function upload(admin: Agent, body: Buffer | string, name = "export.json", type = "application/json") {
  // superagent would serialise a Buffer sent as JSON; text types go as their text, the rest as bytes.
  const textual = /json|xml|text/.test(type);
  const payload = textual
    ? Buffer.isBuffer(body)
      ? body.toString("utf8")
      : body
    : Buffer.isBuffer(body)
      ? body
      : Buffer.from(body, "latin1");
  return admin
    .post(`/api/admin/imports?name=${encodeURIComponent(name)}`)
    .set("Content-Type", type)
    .send(payload);
}

/** Polls the job through the API until `done` holds, failing after a deadline rather than hanging. */
export async function waitForJob(admin: Agent, id: string, done: (job: ImportJob) => boolean, deadlineMs = 15_000): Promise<ImportJob> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const job = (await admin.get(`/api/admin/imports/${id}`).expect(200)).body as ImportJob;
    if (done(job)) return job;
    expect(Date.now(), `import ${id} still ${job.status} (${job.progress.done}/${job.progress.total})`).toBeLessThan(until);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Upload, preview, confirm, and wait for the end: the job at the end. */
export async function importFile(admin: Agent, body: Buffer | string, name?: string, type?: string): Promise<ImportJob> {
  const uploaded = await upload(admin, body, name, type);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  const job =
    uploaded.body.status === "reading"
      ? await waitForJob(admin, uploaded.body.id, (j) => j.status !== "reading")
      : (uploaded.body as ImportJob);
  expect(job.status).toBe("preview");
  await admin.post(`/api/admin/imports/${job.id}/confirm`).expect(200);
  return waitForJob(admin, job.id, (j) => j.status === "done" || j.status === "failed");
}
