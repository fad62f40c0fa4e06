import { LeafIcon } from "lucide-react";
import { Link } from "wouter";
import { SITE_NAME } from "@shared/constants";
import { cn } from "@/lib/utils";

export function Brand({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <Link
      href="/"
      onClick={onNavigate}
      className={cn(
        "inline-flex items-center gap-2 rounded-md font-serif text-xl font-bold tracking-tight text-primary",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        className,
      )}
    >
      <span className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-primary text-white">
        <LeafIcon size={18} />
      </span>
      {SITE_NAME}
    </Link>
  );
}
