import { useState } from "react";
import { LeafIcon } from "@/components/ui/icons";
import { cn } from "@/lib/utils";

export interface PostCoverProps {
  src: string;
  /** Classes for the picture; with `ambient`, it must be absolutely placed in a relative frame. */
  className?: string;
  /** Only the first cards on screen deserve the network's full attention. */
  priority?: boolean;
  /**
   * For frames whose shape changes with the layout (a card that turns sideways on wider screens):
   * the whole picture is shown, never cropped, over a blurred wash of itself that fills the rest.
   */
  ambient?: boolean;
}

/**
 * A card's picture. It is decorative (alt="") because the card's title, read right after it,
 * already names the article; a post without an image gets a quiet branded tile instead.
 */
export function PostCover({ src, className, priority = false, ambient = false }: PostCoverProps) {
  const [loaded, setLoaded] = useState(false);

  if (!src) {
    return (
      <div className={cn("flex items-center justify-center bg-brand-pale text-brand-light", className)}>
        <LeafIcon size={40} />
      </div>
    );
  }
  const image = (
    <img
      src={src}
      alt=""
      // The sample pictures are 1200x630 share images; the numbers only set the ratio for layout.
      width={1200}
      height={630}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      onLoad={ambient ? () => setLoaded(true) : undefined}
      className={cn(ambient ? "object-contain" : "bg-brand-pale object-cover", className)}
    />
  );
  if (!ambient) return image;
  return (
    <>
      {/* A CSS background, set only once the picture has arrived, so it keeps the lazy loading. */}
      <span
        aria-hidden="true"
        className="absolute inset-0 scale-125 bg-brand-pale bg-cover bg-center opacity-90 blur-2xl"
        style={loaded ? { backgroundImage: `url("${src.replace(/["\\]/g, "\\$&")}")` } : undefined}
      />
      {image}
    </>
  );
}
