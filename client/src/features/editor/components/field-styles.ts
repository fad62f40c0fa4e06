export const inputClasses =
  "w-full rounded-md border border-input bg-card px-3 py-2 text-sm text-foreground placeholder:text-subtle " +
  "focus-visible:border-primary-light focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/50";

export const labelClasses = "text-sm font-medium text-emphasis";

export const helpClasses = "text-xs text-muted-foreground";

export const checkboxClasses = "h-4 w-4 rounded border-input-strong accent-primary-light focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";
