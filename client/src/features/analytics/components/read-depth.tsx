/** How far down readers got: the figure in words, with a bar beside it that only repeats it. */
export function ReadDepth({ percent }: { percent: number }) {
  return (
    <span className="inline-flex items-center justify-end gap-2">
      <span aria-hidden="true" className="hidden h-1.5 w-12 overflow-hidden rounded-full bg-muted-strong sm:block">
        <span className="block h-full rounded-full bg-primary-light" style={{ width: `${percent}%` }} />
      </span>
      <span>{percent}%</span>
    </span>
  );
}
