import { type ReactNode, useRef, useState } from "react";
import type { ImageWithoutAlt } from "@shared/image-alt";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";

export interface PublishButtonProps {
  /** True when the press publishes or schedules; a draft save never asks. */
  publishes: boolean;
  missing: ImageWithoutAlt[];
  pending: boolean;
  onSave: () => void;
  onAddAlt: (image: ImageWithoutAlt) => void;
  children: ReactNode;
}

/** The editor's main button: publishing with images nobody described asks first. */
export function PublishButton({ publishes, missing, pending, onSave, onAddAlt, children }: PublishButtonProps) {
  const [asking, setAsking] = useState(false);
  const addingAlt = useRef(false);

  const press = () => {
    if (publishes && missing.length > 0) setAsking(true);
    else onSave();
  };

  return (
    <>
      <Button onClick={press} disabled={pending} aria-busy={pending}>
        {children}
      </Button>
      <Dialog open={asking} onOpenChange={setAsking}>
        <DialogContent
          className="top-1/2 max-w-md -translate-y-1/2 space-y-4 p-5"
          onCloseAutoFocus={(event) => {
            if (!addingAlt.current || !missing[0]) return;
            addingAlt.current = false;
            event.preventDefault();
            onAddAlt(missing[0]);
          }}
        >
          <DialogTitle>Publish without alt text?</DialogTitle>
          <DialogDescription>
            {missing.length === 1 ? "1 image has" : `${missing.length} images have`} no alt text, so people who cannot see them will not
            know what they show: {missing.map((image) => image.name).join(", ")}.
          </DialogDescription>
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="outline"
              onClick={() => {
                setAsking(false);
                onSave();
              }}
            >
              Publish anyway
            </Button>
            <Button
              onClick={() => {
                addingAlt.current = true;
                setAsking(false);
              }}
            >
              Add alt text
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
