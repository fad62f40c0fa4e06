import type { Profile } from "@shared/types";
import { ErrorState } from "@/components/ui/error-state";
import { socialLinksFor } from "@/components/layout/social-links";
import { ContactAuthor, ContactAuthorSkeleton } from "./contact-author";
import { ContactCommentCard } from "./contact-comment-card";
import { ContactLinks, ContactLinksSkeleton } from "./contact-links";

export interface ContactViewProps {
  profile?: Profile;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || "the author";

/**
 * The contact page: who writes Furrow and where to find them. There is no public e-mail address,
 * so the author's own profiles come first, then the comment forms under every article.
 */
export function ContactView({ profile, isPending, isError, onRetry }: ContactViewProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 pb-20 pt-28 sm:px-6 lg:px-8">
      <header className="mb-10 text-center">
        <h1 className="font-serif text-4xl font-bold text-primary sm:text-5xl">Contact</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-body">
          Questions, ideas or field reports? Furrow is written by one person, and these are the ways to reach them.
        </p>
      </header>
      <div className="grid gap-8 md:grid-cols-5">
        <div className="md:col-span-2">
          {isPending ? (
            <ContactAuthorSkeleton />
          ) : isError || !profile ? (
            <ErrorState message="We couldn't load the author's details." onRetry={onRetry} />
          ) : (
            <ContactAuthor profile={profile} />
          )}
        </div>
        <div className="flex flex-col gap-8 md:col-span-3">
          <section aria-labelledby="contact-online">
            <h2 id="contact-online" className="font-serif text-2xl font-bold text-foreground">
              {profile ? `Find ${firstName(profile.name)} online` : "Find the author online"}
            </h2>
            {isPending ? (
              <ContactLinksSkeleton />
            ) : profile ? (
              <>
                <p className="mb-4 mt-1 text-body">
                  There is no public e-mail address; a message on one of these reaches the author directly.
                </p>
                <ContactLinks links={socialLinksFor(profile)} />
              </>
            ) : (
              <p className="mt-1 text-body">
                The author's profiles could not be loaded just now; the comment form under every article always works.
              </p>
            )}
          </section>
          <ContactCommentCard />
        </div>
      </div>
    </div>
  );
}
