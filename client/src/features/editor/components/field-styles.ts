export const inputClasses =
  "w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 placeholder:text-stone-500 " +
  "focus-visible:border-brand-light focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-light/50";

export const labelClasses = "text-sm font-medium text-stone-800";

export const helpClasses = "text-xs text-stone-600";

export const checkboxClasses = "h-4 w-4 rounded border-stone-400 accent-brand-light focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-light focus-visible:ring-offset-2";
