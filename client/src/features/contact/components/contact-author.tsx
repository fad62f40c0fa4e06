import type { Profile } from "@shared/types";
import { Avatar } from "@/components/ui/avatar";
import { Skeleton } from "@/components/ui/skeleton";

export function ContactAuthor({ profile }: { profile: Pick<Profile, "name" | "avatar" | "bio"> }) {
  return (
    <section
      aria-labelledby="contact-author"
      className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-card p-6 text-center shadow-sm sm:p-8"
    >
      <Avatar name={profile.name} src={profile.avatar || undefined} decorative className="h-28 w-28 ring-4 ring-accent" />
      <div>
        <h2 id="contact-author" className="font-serif text-2xl font-bold text-foreground">
          {profile.name}
        </h2>
        <p className="mt-1 text-sm font-medium text-primary">Author of Furrow</p>
      </div>
      {profile.bio && <p className="text-left leading-relaxed text-body">{profile.bio}</p>}
    </section>
  );
}

export function ContactAuthorSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-card p-8">
      <Skeleton className="h-28 w-28 rounded-full" />
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}
