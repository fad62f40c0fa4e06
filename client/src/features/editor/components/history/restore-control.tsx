import { RotateCcwIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { RestoreResult } from "../../lib/editor-store";

export interface RestoreControlProps {
  number: number;
  /** The editor holds text not yet saved, which a restore replaces. */
  dirty: boolean;
  /** A save is running; a restore now would be based on a version about to change. */
  saving: boolean;
  onRestore: (number: number) => Promise<RestoreResult>;
}

/** "Restore this version", asking first when it would throw away unsaved text. */
export function RestoreControl({ number, dirty, saving, onRestore }: RestoreControlProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const messageId = useId();
  const waitId = useId();
  const restoreButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  // Focus follows the question in and out, or it would fall to the page behind the buttons that vanished.
  const focusNext = useRef<"cancel" | "restore" | null>(null);

  useEffect(() => {
    if (focusNext.current === "cancel") cancelButton.current?.focus();
    if (focusNext.current === "restore") restoreButton.current?.focus();
    focusNext.current = null;
  }, [confirming]);

  const restore = async () => {
    setBusy(true);
    setError(null);
    const result = await onRestore(number);
    // Restored or in conflict, the panel closes; only a failure stays to be read.
    if (result.status === "failed") {
      setBusy(false);
      setConfirming(false);
      setError(`Version #${number} could not be restored: ${result.message}`);
    }
  };

  const ask = () => {
    focusNext.current = "cancel";
    setConfirming(true);
  };
  const cancel = () => {
    focusNext.current = "restore";
    setConfirming(false);
  };

  return (
    <div className="space-y-2">
      {confirming ? (
        <div role="group" aria-labelledby={messageId} className="space-y-2 rounded-lg border border-warning-border bg-warning-soft p-3">
          <p id={messageId} className="text-sm font-medium text-amber-950">
            You have unsaved changes; restoring replaces them.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void restore()} disabled={busy || saving} aria-busy={busy}>
              {busy ? "Restoring..." : "Confirm restore"}
            </Button>
            <Button ref={cancelButton} size="sm" variant="outline" onClick={cancel} disabled={busy}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <Button
          ref={restoreButton}
          size="sm"
          onClick={() => (dirty ? ask() : void restore())}
          disabled={busy || saving}
          aria-busy={busy}
          aria-describedby={saving ? waitId : undefined}
        >
          <RotateCcwIcon size={16} aria-hidden="true" />
          {busy ? "Restoring..." : "Restore this version"}
        </Button>
      )}
      {saving && !busy && (
        <p id={waitId} className="text-xs text-muted-foreground">
          Waiting for the save in progress to finish.
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive-strong">
          {error}
        </p>
      )}
    </div>
  );
}
