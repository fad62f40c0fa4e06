import { Spinner } from "@/components/ui/spinner";

/** Shown while a lazily loaded screen's code arrives. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner label="Loading page..." />
    </div>
  );
}
