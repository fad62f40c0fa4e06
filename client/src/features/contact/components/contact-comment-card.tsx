import { ArrowRightIcon, MessageCircleIcon } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";

/** The other honest way in: every article takes comments, and the author reads each one. */
export function ContactCommentCard() {
  return (
    <section aria-labelledby="contact-comment" className="flex flex-col gap-3 rounded-2xl border border-primary/15 bg-accent p-6">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-card text-primary">
          <MessageCircleIcon size={20} />
        </span>
        <h2 id="contact-comment" className="font-serif text-xl font-bold text-foreground">
          Leave a comment on any article
        </h2>
      </div>
      <p className="text-body">
        Every article ends with a comment form. The author reads each comment before it appears, so it is a good place for a question about
        a particular post.
      </p>
      <Link href="/posts" className={buttonVariants({ className: "mt-1 self-start" })}>
        Browse articles
        <ArrowRightIcon size={16} />
      </Link>
    </section>
  );
}
