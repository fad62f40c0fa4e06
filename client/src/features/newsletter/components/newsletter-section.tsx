import { MailIcon } from "lucide-react";
import { NewsletterForm } from "./newsletter-form";

export function NewsletterSection() {
  return (
    <section aria-labelledby="newsletter-heading" className="flex min-h-[27rem] items-center bg-primary text-white sm:min-h-[24rem]">
      <div className="mx-auto flex w-full max-w-3xl flex-col items-center gap-4 px-4 py-16 text-center sm:px-6">
        <span aria-hidden="true" className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-card/15 ring-1 ring-white/40">
          <MailIcon size={22} />
        </span>
        <h2 id="newsletter-heading" className="font-serif text-3xl font-bold sm:text-4xl">
          Stay in the Loop
        </h2>
        <p className="max-w-xl text-white/90">
          New articles on precision farming, smart sensors and sustainable agriculture, delivered to your inbox when they are published.
        </p>
        <div className="mt-2 w-full">
          <NewsletterForm />
        </div>
      </div>
    </section>
  );
}
