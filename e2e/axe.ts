import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  /** The elements at fault, as axe's selectors. */
  targets: unknown[];
}

/** axe-core's violations on the page as it is now, by rule and element: [] is a pass. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(() =>
    (
      window as unknown as {
        axe: { run: (context: Document) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> };
      }
    ).axe.run(document),
  );
  return result.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target) }));
}
