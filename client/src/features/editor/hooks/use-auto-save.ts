import { useEffect } from "react";
import { EDITOR } from "@shared/constants";
import type { EditorStore } from "../lib/editor-store";

/** Auto-save every 10 s, and 3 s after the last change to title, content, excerpt or tags. */
export function useAutoSave(store: EditorStore, changeTick: number): void {
  useEffect(() => {
    const timer = setInterval(() => store.autoSave(), EDITOR.autoSaveIntervalMs);
    return () => clearInterval(timer);
  }, [store]);

  useEffect(() => {
    if (changeTick === 0) return;
    const timer = setTimeout(() => store.autoSave(), EDITOR.autoSaveDebounceMs);
    return () => clearTimeout(timer);
  }, [store, changeTick]);
}
