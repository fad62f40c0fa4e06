import { HistoryIcon } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { EditorSnapshot, EditorStore } from "../../lib/editor-store";
import { RevisionDetail } from "./revision-detail";
import { RevisionList } from "./revision-list";
import { Dialog, DialogCloseButton, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

export interface HistoryDialogProps {
  postId: string;
  store: EditorStore;
  snapshot: EditorSnapshot;
}

/** The History button and its panel: the post's revisions, one compared with the editor's text, and Restore. */
export function HistoryDialog({ postId, store, snapshot }: HistoryDialogProps) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const { title, content, tags } = snapshot.fields;
  // Only a change of these words should recompute the diff, not every keystroke elsewhere.
  const current = useMemo(() => ({ title, content, tags }), [title, content, tags]);

  const body = useRef<HTMLDivElement>(null);
  const detail = useRef<HTMLDivElement>(null);

  // A newly chosen version is read from its top: on a wide screen its column may still be scrolled
  // down the previous one; on a narrow one it opens below the list, out of sight. Scrolled by hand,
  // since scrollIntoView would scroll the panel itself too and hide its title.
  useEffect(() => {
    const column = detail.current;
    const scroller = body.current;
    if (selected === null || !column || !scroller) return;
    column.scrollTop = 0;
    scroller.scrollTop += column.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
  }, [selected]);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) setSelected(null);
  };

  const restore = async (number: number) => {
    const result = await store.restoreRevision(number);
    // A conflict is settled with the banner in the editor, which the panel would cover.
    if (result.status !== "failed") changeOpen(false);
    return result;
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <HistoryIcon size={16} aria-hidden="true" />
          History
        </Button>
      </DialogTrigger>
      <DialogContent className="top-1/2 flex h-[calc(100dvh-2rem)] max-w-6xl -translate-y-1/2 flex-col overflow-hidden">
        <div className="flex items-start justify-between gap-4 border-b border-border px-5 pb-3 pt-4">
          <div className="space-y-1">
            <DialogTitle>History</DialogTitle>
            <DialogDescription>
              Every saved version of this post, newest first. Choose one to see what restoring it would change.
            </DialogDescription>
          </div>
          <DialogCloseButton label="Close history" />
        </div>
        <div ref={body} className="grid min-h-0 flex-1 overflow-y-auto lg:grid-cols-[20rem_minmax(0,1fr)] lg:overflow-hidden">
          <div className="border-b border-border p-4 lg:overflow-y-auto lg:border-b-0 lg:border-r">
            <RevisionList postId={postId} selected={selected} onSelect={setSelected} />
          </div>
          <div ref={detail} className="min-w-0 p-5 lg:overflow-y-auto">
            {selected === null ? (
              <p className="py-10 text-center text-muted-foreground">Choose a version to compare it with your current text.</p>
            ) : (
              <RevisionDetail
                key={selected}
                postId={postId}
                number={selected}
                current={current}
                dirty={snapshot.dirty}
                saving={snapshot.saving}
                onRestore={restore}
              />
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
