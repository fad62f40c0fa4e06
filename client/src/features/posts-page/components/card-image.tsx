import { LeafIcon } from "@/components/ui/icons";
import { cn } from "@/lib/utils";

/** Decorative (alt=""): the card's title, read right after it, already names the article. */
export function CardImage({ src, eager = false, className }: { src: string; eager?: boolean; className?: string }) {
  if (!src) {
    return (
      <div aria-hidden="true" className={cn("flex items-center justify-center bg-brand-pale text-brand-light", className)}>
        <LeafIcon size={40} />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={800}
      height={450}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : "auto"}
      decoding="async"
      className={cn("bg-brand-pale object-cover", className)}
    />
  );
}
