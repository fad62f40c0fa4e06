import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

/** Clicks the tab named `name` (waiting for it to appear) and returns the panel it opens. */
export async function openTab(name: string) {
  await userEvent.click(await screen.findByRole("tab", { name }));
  return screen.getByRole("tabpanel", { name });
}
