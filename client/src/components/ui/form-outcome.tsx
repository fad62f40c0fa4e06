import { cn } from "@/lib/utils";

/**
 * What a form posted without JavaScript did, read from the page's address after the server's
 * redirect: the same title and words the toast would have shown, drawn with the page itself.
 */
export function FormOutcome({
  title,
  description,
  isError,
  className,
}: {
  title: string;
  description: string;
  isError: boolean;
  className?: string;
}) {
  return (
    <div
      role={isError ? "alert" : "status"}
      className={cn(
        "rounded-lg border px-4 py-3 text-sm",
        isError ? "border-destructive bg-destructive/10 text-destructive" : "border-border bg-card text-foreground",
        className,
      )}
    >
      <p className="font-semibold">{title}</p>
      <p>{description}</p>
    </div>
  );
}
