import { LeafIcon } from "@/components/ui/icons";
import { cn } from "@/lib/utils";

export interface PostCoverProps {
  src: string;
  className?: string;
  /** Only the first cards on screen deserve the network's full attention. */
  priority?: boolean;
}

/**
 * A card's picture. It is decorative (alt="") because the card's title, read right after it,
 * already names the article; a post without an image gets a quiet branded tile instead.
 */
export function PostCover({ src, className, priority = false }: PostCoverProps) {
  if (!src) {
    return (
      <div className={cn("flex items-center justify-center bg-brand-pale text-brand-light", className)}>
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
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className={cn("bg-brand-pale object-cover", className)}
    />
  );
}
