import { useState, type ComponentProps, type ReactNode } from "react";
import { CalendarIcon, ClockIcon, LeafIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cardVariants } from "@/components/ui/card";
import { CardLink } from "@/components/ui/card-link";
import { cn } from "@/lib/utils";
import { formatCardDate, formatLongDate } from "@/lib/format-date";

/**
 * The parts every post card is built from: the frame (the whole card is one target through the
 * title's stretched link), the text column, the title and the excerpt. The cards differ in layout
 * and in which meta they show, so they compose these rather than share one component.
 */
export function PostCardFrame({ className, ...props }: ComponentProps<"article">) {
  return <article className={cardVariants({ interactive: true, className })} {...props} />;
}

export function PostCardBody({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-1 flex-col gap-3 p-5", className)} {...props} />;
}

export interface PostCardTitleProps {
  slug: string;
  children: ReactNode;
  /** h2 where the cards are the page's main list (a tag page), h3 under a section heading. */
  as?: "h2" | "h3";
  className?: string;
}

export function PostCardTitle({ slug, children, as: Heading = "h3", className }: PostCardTitleProps) {
  return (
    <Heading className={cn("font-serif text-lg font-bold leading-snug text-foreground group-hover:text-primary", className)}>
      <CardLink slug={slug}>{children}</CardLink>
    </Heading>
  );
}

export function PostCardExcerpt({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("line-clamp-3 text-sm text-body", className)} {...props} />;
}

export interface PostCoverProps {
  src: string;
  /** Classes for the picture (or its stand-in); with `ambient`, it must be absolutely placed in a relative frame. */
  className?: string;
  /** The picture's own size, which sets its ratio for layout before it arrives. */
  width?: number;
  height?: number;
  /** Only the first cards on screen deserve the network's full attention. */
  priority?: boolean;
  /**
   * For frames whose shape changes with the layout (a card that turns sideways on wider screens):
   * the whole picture is shown, never cropped, over a blurred wash of itself that fills the rest.
   */
  ambient?: boolean;
  /** The leaf drawn when a post has no picture. */
  iconSize?: number;
  /** Zooms in a little while its card is hovered (still for readers who ask for less motion). */
  zoom?: boolean;
  /** The author's description of the picture; without one it stays decorative. */
  alt?: string;
}

/**
 * A post's picture on a card or a search result. Without the author's alt text it is decorative
 * (alt="") because the title, read right after it, already names the article; a post without an
 * image gets a quiet branded tile.
 */
export function PostCover({
  src,
  className,
  width = 800,
  height = 450,
  priority = false,
  ambient = false,
  iconSize = 40,
  zoom = false,
  alt = "",
}: PostCoverProps) {
  const [loaded, setLoaded] = useState(false);
  const picture = cn(className, zoom && "transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none");

  if (!src) {
    return (
      <span aria-hidden="true" className={cn("flex items-center justify-center bg-accent text-primary-light", picture)}>
        <LeafIcon size={iconSize} />
      </span>
    );
  }
  const image = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      onLoad={ambient ? () => setLoaded(true) : undefined}
      className={cn(ambient ? "object-contain" : "bg-accent object-cover", picture)}
    />
  );
  if (!ambient) return image;
  return (
    <>
      {/* A CSS background, set only once the picture has arrived, so it keeps the lazy loading. */}
      <span
        aria-hidden="true"
        className="absolute inset-0 scale-125 bg-accent bg-cover bg-center opacity-90 blur-2xl"
        style={loaded ? { backgroundImage: `url("${src.replace(/["\\]/g, "\\$&")}")` } : undefined}
      />
      {image}
    </>
  );
}

export interface PostDateProps {
  iso: string;
  /** "Nov 5, 2026" on most cards; "November 5, 2026" with a calendar mark on the tag page's and the article's. */
  long?: boolean;
  className?: string;
  iconSize?: number;
}

export function PostDate({ iso, long = false, className, iconSize = 14 }: PostDateProps) {
  const time = (
    <time dateTime={iso} className={long ? undefined : className}>
      {long ? formatLongDate(iso) : formatCardDate(iso)}
    </time>
  );
  if (!long) return time;
  return (
    <span className={cn("inline-flex items-center gap-1", className)}>
      <CalendarIcon size={iconSize} />
      {time}
    </span>
  );
}

export interface ReadTimeProps {
  minutes: number;
  /** '{minutes} min' where the spec says so (the posts page), else '{minutes} min read'. */
  short?: boolean;
  className?: string;
  iconSize?: number;
}

export function ReadTime({ minutes, short = false, className, iconSize = 14 }: ReadTimeProps) {
  return (
    <span className={cn("inline-flex items-center gap-1", className)}>
      <ClockIcon size={iconSize} />
      {minutes} min{short ? "" : " read"}
    </span>
  );
}

export interface PostTagsProps {
  tags: readonly string[];
  /** How many the card shows. */
  max: number;
  /** What the chip for the rest says ('+N more', '+N'); it is left out when none are. */
  more: (hidden: number) => ReactNode;
  /** The list's accessible name. */
  label?: string;
  className?: string;
  /** A tag as a link or other control; a plain chip by default. */
  renderTag?: (tag: string) => ReactNode;
}

/** A card's first `max` tag chips, then one outlined chip for the rest. */
export function PostTags({ tags, max, more, label = "Tags", className, renderTag }: PostTagsProps) {
  const shown = tags.slice(0, max);
  const hidden = tags.length - shown.length;
  if (shown.length === 0) return null;
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-1.5", className)}>
      {shown.map((tag) => (
        <li key={tag}>{renderTag ? renderTag(tag) : <Badge variant="soft">{tag}</Badge>}</li>
      ))}
      {hidden > 0 && (
        <li>
          <Badge variant="outline">{more(hidden)}</Badge>
        </li>
      )}
    </ul>
  );
}
