import { useId, useState, type DragEvent } from "react";
import { UploadIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { IMPORT_ACCEPT, IMPORT_FORMATS } from "../lib/import-status";

/**
 * A real file input behind a label that looks like a button, so the keyboard and screen readers get
 * the browser's own chooser; dropping a file on the area is the extra for the mouse.
 */
export function FileDropZone({ onFile, disabled = false }: { onFile: (file: File) => void; disabled?: boolean }) {
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const formatsId = useId();

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      className={cn(
        "flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-input-strong bg-background px-6 py-8 text-center transition-colors",
        dragging && "border-primary bg-accent",
      )}
    >
      <UploadIcon aria-hidden="true" className="h-8 w-8 text-primary" />
      <input
        id={inputId}
        type="file"
        accept={IMPORT_ACCEPT}
        disabled={disabled}
        aria-describedby={formatsId}
        className="peer sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again (after fixing it) still starts an upload.
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={inputId}
        className={cn(
          buttonVariants(),
          "peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2",
          disabled && "pointer-events-none opacity-60",
        )}
      >
        Choose a file to import
      </label>
      <p className="text-sm text-body">or drop it here</p>
      <div id={formatsId} className="text-sm text-muted-foreground">
        <p>Furrow reads:</p>
        <ul className="mt-2 flex flex-wrap justify-center gap-2">
          {IMPORT_FORMATS.map((format) => (
            <li key={format.name} className="rounded-full border border-border bg-card px-3 py-1 text-body">
              {format.name} <span className="text-muted-foreground">({format.file})</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
