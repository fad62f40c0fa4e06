import { parentPort, Worker, type ResourceLimits } from "node:worker_threads";

/** A task sent to a worker thread, and its answer, matched by id. */
interface TaskMessage<T> {
  id: number;
  task: T;
}
type AnswerMessage<R> = { id: number; result: R } | { id: number; error: string };

/** What the tasks still waiting get when their thread stops or fails. */
export class ThreadStoppedError extends Error {
  constructor() {
    super("The worker thread stopped before answering");
  }
}

/**
 * Starts the worker file `name` that lies beside the caller (`callerUrl`: its import.meta.url).
 * From the sources (tests, `npm run dev`) it is TypeScript, loaded through tsx; from `npm start`'s
 * bundle it is JavaScript beside the bundle (scripts/build-server.mjs lists every worker file).
 */
export function startWorkerFile(callerUrl: string, name: string, resourceLimits?: ResourceLimits): Worker {
  if (!callerUrl.endsWith(".ts")) return new Worker(new URL(`./${name}.js`, callerUrl), { resourceLimits });
  const source = new URL(`./${name}.ts`, callerUrl).href;
  const loader = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(loader, { eval: true, resourceLimits });
}

interface Running<R> {
  worker: Worker;
  waiting: Map<number, { resolve(result: R): void; reject(error: Error): void }>;
}

/**
 * Work done on a worker thread, started on the first task and stopped after `idleMs` without one,
 * so a server that is not using it carries none of it. A thread that fails (out of its memory
 * limit, say) rejects its waiting tasks with ThreadStoppedError, and the next task starts a new one.
 */
export function createTaskThread<T, R>({ start, idleMs }: { start: () => Worker; idleMs: number }) {
  let running: Running<R> | null = null;
  let nextId = 0;
  let idleTimer: NodeJS.Timeout | undefined;

  function stopWhenIdle(): void {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void stop(), idleMs);
    idleTimer.unref();
  }

  function stop(): Promise<number> | undefined {
    clearTimeout(idleTimer);
    const stopping = running;
    running = null;
    return stopping?.worker.terminate();
  }

  function begin(): Running<R> {
    const worker = start();
    const started: Running<R> = { worker, waiting: new Map() };
    const fail = () => {
      if (running === started) running = null;
      for (const { reject } of started.waiting.values()) reject(new ThreadStoppedError());
      started.waiting.clear();
    };
    worker.on("message", (answer: AnswerMessage<R>) => {
      const waiting = started.waiting.get(answer.id);
      if (!waiting) return;
      started.waiting.delete(answer.id);
      if ("result" in answer) waiting.resolve(answer.result);
      else waiting.reject(new Error(answer.error));
      if (started.waiting.size === 0) {
        // Nothing waits on it: the thread must not keep the process from exiting.
        worker.unref();
        if (running === started) stopWhenIdle();
      }
    });
    worker.on("error", fail);
    worker.on("exit", fail);
    return started;
  }

  return {
    run(task: T): Promise<R> {
      clearTimeout(idleTimer);
      running ??= begin();
      const { worker, waiting } = running;
      const id = nextId++;
      return new Promise<R>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, task } satisfies TaskMessage<T>);
      });
    },

    /** Whether a thread is up: for tests and tools. */
    get running(): boolean {
      return running !== null;
    },

    async close(): Promise<void> {
      await stop();
    },
  };
}

export type TaskThread<T, R> = ReturnType<typeof createTaskThread<T, R>>;

/** Inside a worker file: answers each task with what `handle` makes of it. */
export function serveTasks<T, R>(handle: (task: T) => R | Promise<R>): void {
  parentPort!.on("message", ({ id, task }: TaskMessage<T>) => {
    Promise.resolve()
      .then(() => handle(task))
      .then(
        (result) => parentPort!.postMessage({ id, result } satisfies AnswerMessage<R>),
        (error: unknown) =>
          parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies AnswerMessage<R>),
      );
  });
}
