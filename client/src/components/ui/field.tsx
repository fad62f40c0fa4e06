import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";

/** Text inputs, text areas and selects: one look in the admin, the editor and the reader's forms. */
const fieldVariants = cva(
  "w-full rounded-md border border-input bg-card px-3 py-2 text-foreground placeholder:text-subtle " +
    "focus-visible:border-primary-light focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/50",
  {
    variants: {
      // Readers' forms use 16 px text, which phones do not zoom into on focus; the author's screens are denser.
      textSize: { sm: "text-sm", base: "text-base" },
    },
    defaultVariants: { textSize: "sm" },
  },
);

type FieldVariants = VariantProps<typeof fieldVariants>;

export function Input({ className, textSize, ...props }: ComponentProps<"input"> & FieldVariants) {
  return <input className={cn(fieldVariants({ textSize }), className)} {...props} />;
}

export function Textarea({ className, textSize, ...props }: ComponentProps<"textarea"> & FieldVariants) {
  return <textarea className={cn(fieldVariants({ textSize }), className)} {...props} />;
}

export function Select({ className, textSize, ...props }: ComponentProps<"select"> & FieldVariants) {
  return <select className={cn(fieldVariants({ textSize }), className)} {...props} />;
}

export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      className={cn(
        "h-4 w-4 rounded border-input-strong accent-primary-light focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        className,
      )}
      {...props}
    />
  );
}

/** A field's name: for a <label>, or a <legend> that names a group of fields. */
export const fieldLabelClasses = "text-sm font-medium text-emphasis";

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn(fieldLabelClasses, className)} {...props} />;
}

export function FieldHelp({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-xs text-muted-foreground", className)} {...props} />;
}
