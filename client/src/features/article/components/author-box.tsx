import type { ReactNode } from "react";
import { Avatar } from "@/components/ui/avatar";
import { cn } from "@/lib/utils";

export interface AuthorBoxProps {
  name: string;
  avatar?: string;
  bio?: string;
  /** Room for the share buttons, which sit beside the bio (spec). */
  actions?: ReactNode;
  className?: string;
}

export function AuthorBox({ name, avatar, bio, actions, className }: AuthorBoxProps) {
  return (
    <aside aria-label="About the author" className={cn("rounded-xl border border-border bg-accent p-6", className)}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <Avatar name={name} src={avatar} decorative className="h-16 w-16" />
        <div className="flex-1 space-y-2">
          <p className="text-xs font-semibold uppercase tracking-wide text-earth">Written by</p>
          <p className="font-serif text-xl font-bold text-primary">{name}</p>
          {bio && <p className="leading-relaxed text-body">{bio}</p>}
        </div>
        {actions}
      </div>
    </aside>
  );
}
