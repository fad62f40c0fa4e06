import { breathe } from "../store/batches";

/** Resolves once the condition holds, checking on each turn of the event loop (for state a thread's message changes). */
export async function eventually(condition: () => boolean): Promise<void> {
  while (!condition()) await breathe();
}
