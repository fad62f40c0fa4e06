import { useState } from "react";
import { Button } from "@/components/ui/button";

export interface ConflictBannerProps {
  message: string;
  onReloadTheirs: () => Promise<void>;
  onOverwrite: () => Promise<void>;
}

/** The post changed elsewhere: the author's text stays on screen until they choose. */
export function ConflictBanner({ message, onReloadTheirs, onOverwrite }: ConflictBannerProps) {
  const [busy, setBusy] = useState(false);
  const act = (action: () => Promise<void>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };

  return (
    <div role="alert" className="space-y-3 rounded-xl border border-warning-border bg-warning-soft p-4 text-amber-950">
      <p className="font-semibold">{message}.</p>
      <p className="text-sm">
        Someone saved this post in another tab or on another device. Your text below has not been saved and is still here. Reload theirs to
        replace it with the stored version, or overwrite to save yours over it.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => act(onReloadTheirs)} disabled={busy}>
          Reload theirs
        </Button>
        <Button size="sm" onClick={() => act(onOverwrite)} disabled={busy}>
          Overwrite
        </Button>
      </div>
    </div>
  );
}
