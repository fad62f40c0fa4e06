import { LeafIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A titled, centred page body: the 404 page, and screens whose full version is still to come. */
export function CenteredPage({ title, lines, children }: { title: string; lines: string[]; children?: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-[70vh] max-w-3xl flex-col items-center justify-center gap-3 px-4 pb-16 pt-28 text-center">
      <span aria-hidden="true" className="mb-2 inline-flex h-16 w-16 items-center justify-center rounded-full bg-accent text-primary">
        <LeafIcon size={30} />
      </span>
      <h1 className="font-serif text-3xl font-bold text-primary sm:text-4xl">{title}</h1>
      {lines.map((line) => (
        <p key={line} className="text-body">
          {line}
        </p>
      ))}
      {children}
    </div>
  );
}
