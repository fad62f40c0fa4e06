import { useState } from "react";
import { cn, initials } from "@/lib/utils";

export interface AvatarProps {
  name: string;
  src?: string;
  className?: string;
  /** Set when the name is printed right beside the avatar, so screen readers don't hear it twice. */
  decorative?: boolean;
}

/** The author's photo, or their initials when there is none or it fails to load. */
export function Avatar({ name, src, className, decorative = false }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const base = "inline-flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full";

  if (src && !failed) {
    return (
      <img
        src={src}
        alt={decorative ? "" : name}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={cn(base, "object-cover", className)}
      />
    );
  }
  return (
    <span
      className={cn(base, "bg-primary-light text-sm font-semibold text-white", className)}
      {...(decorative ? { "aria-hidden": true } : { role: "img", "aria-label": name })}
    >
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  );
}
