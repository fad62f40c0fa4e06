import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useLocation } from "wouter";
import type { PostKind } from "@shared/page-addresses";
import { toast } from "@/components/ui/use-toast";
import { getAdminPost } from "@/lib/get-admin-post";
import { restoreRevision } from "../api/revisions";
import { savePost } from "../api/save-post";
import { captureCaret, restoreCaret } from "../lib/caret";
import { EditorStore, peekHandoff, releaseHandoff, type EditorHost } from "../lib/editor-store";

/**
 * One editor store per post. A post just created by auto-save arrives here at /edit-post/{id}
 * with the store that created it, so the text, the save state and the cursor carry over.
 */
export function useEditorStore(postId: string | undefined, onContentChanged?: () => unknown, newKind: PostKind = "post") {
  const [, navigate] = useLocation();

  const host = useMemo<EditorHost>(
    () => ({
      savePost,
      fetchPost: (id) => getAdminPost(id),
      restoreRevision,
      notify: (input) => void toast(input),
      onCreated: (id) => navigate(`/edit-post/${id}`, { replace: true }),
      onManualSaved: () => navigate("/admin"),
      onSaved: () => void onContentChanged?.(),
      captureCaret,
    }),
    [navigate, onContentChanged],
  );

  const [store] = useState(() => peekHandoff(postId) ?? new EditorStore(host, postId ?? null, newKind));
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  useEffect(() => {
    store.attach(host);
  }, [store, host]);

  useLayoutEffect(() => {
    if (!postId) return;
    releaseHandoff(postId, store);
    if (store.caret) {
      restoreCaret(store.caret);
      store.caret = null;
    }
  }, [postId, store]);

  return { store, snapshot };
}
