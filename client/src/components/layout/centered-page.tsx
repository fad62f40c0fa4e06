import type { ReactNode } from "react";

/** A titled, centred page body: the 404 page, and screens whose full version is still to come. */
export function CenteredPage({ title, lines, children }: { title: string; lines: string[]; children?: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center gap-3 px-4 pb-16 pt-28 text-center">
      <h1 className="font-serif text-3xl font-bold text-brand sm:text-4xl">{title}</h1>
      {lines.map((line) => (
        <p key={line} className="text-stone-700">
          {line}
        </p>
      ))}
      {children}
    </div>
  );
}
