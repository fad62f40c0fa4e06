import type { CaretPosition } from "./editor-store";

/** The attribute that marks the editor's text fields, so the cursor can be found and put back. */
export const CARET_FIELD_ATTRIBUTE = "data-editor-field";

export function captureCaret(): CaretPosition | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)) return null;
  const field = active.getAttribute(CARET_FIELD_ATTRIBUTE);
  if (!field) return null;
  return { field, start: active.selectionStart ?? 0, end: active.selectionEnd ?? 0, scrollTop: active.scrollTop };
}

export function restoreCaret(caret: CaretPosition): void {
  const element = document.querySelector(`[${CARET_FIELD_ATTRIBUTE}="${caret.field}"]`);
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return;
  element.focus({ preventScroll: true });
  element.setSelectionRange(caret.start, caret.end);
  element.scrollTop = caret.scrollTop;
}
