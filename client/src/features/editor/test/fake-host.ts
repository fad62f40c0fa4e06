import { vi } from "vitest";
import type { AdminPost, PostInput } from "@shared/types";
import type { ToastInput } from "@/components/ui/use-toast";
import { makeAdminPost } from "@/test/fixtures";
import { SaveError } from "../api/save-post";
import type { EditorHost } from "../lib/editor-store";

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A fake server behind the editor: it stores one post, answers saves (409 on a stale base version,
 * like the real one) and records every call. `hold()` makes the next save wait until released.
 */
const conflict = () =>
  new SaveError(
    `HTTP 409: {"error":"This post was changed elsewhere since you opened it"}`,
    409,
    "This post was changed elsewhere since you opened it",
  );

export function fakeHost(initial?: AdminPost) {
  let stored: AdminPost | undefined = initial;
  let nextId = 1;
  let held: Deferred<void> | null = null;
  let inFlight = 0;
  let maxInFlight = 0;
  const saves: { id: string | null; input: PostInput }[] = [];
  const toasts: ToastInput[] = [];
  const revisions = new Map<number, Partial<AdminPost>>();

  const host = {
    savePost: vi.fn(async (id: string | null, input: PostInput): Promise<AdminPost> => {
      saves.push({ id, input: structuredClone(input) });
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        if (held) {
          const gate = held;
          held = null;
          await gate.promise;
        }
        if (id && stored && input.baseVersion !== undefined && input.baseVersion !== stored.version) throw conflict();
        const base = stored ?? makeAdminPost({ id: `new-${nextId++}`, version: 0 });
        stored = {
          ...base,
          title: input.title,
          markdown: input.content ?? "",
          excerpt: input.excerpt ?? "",
          tags: input.tags ?? [],
          isPublished: input.isPublished ?? false,
          slug: input.slug ?? base.slug,
          version: base.version + 1,
          updatedAt: new Date().toISOString(),
        };
        return stored;
      } finally {
        inFlight -= 1;
      }
    }),
    restoreRevision: vi.fn(async (_id: string, number: number, baseVersion: number): Promise<AdminPost> => {
      if (!stored) throw new Error("nothing stored");
      if (baseVersion !== stored.version) throw conflict();
      const revision = revisions.get(number);
      if (!revision) throw new SaveError(`HTTP 404: {"error":"Revision not found"}`, 404, "Revision not found");
      stored = { ...stored, ...revision, version: stored.version + 1, updatedAt: new Date().toISOString() };
      return stored;
    }),
    fetchPost: vi.fn(async () => {
      if (!stored) throw new Error("nothing stored");
      return stored;
    }),
    notify: vi.fn((input: ToastInput) => void toasts.push(input)),
    onCreated: vi.fn(),
    onManualSaved: vi.fn(),
    onSaved: vi.fn(),
  } satisfies EditorHost;

  return {
    host,
    saves,
    toasts,
    get stored() {
      return stored;
    },
    /** The post's content as revision `number` kept it, for restoreRevision to bring back. */
    keepRevision(number: number, content: Partial<AdminPost>) {
      revisions.set(number, content);
    },
    /** Someone else saves the post (another tab): its version moves on. */
    saveElsewhere(changes: Partial<AdminPost>) {
      stored = { ...stored!, ...changes, version: stored!.version + 1 };
    },
    hold() {
      held = deferred<void>();
      return held;
    },
    get maxInFlight() {
      return maxInFlight;
    },
  };
}

/** Lets pending promise callbacks run (fake timers do not advance microtasks by themselves). */
export const settle = () => vi.advanceTimersByTimeAsync(0);
