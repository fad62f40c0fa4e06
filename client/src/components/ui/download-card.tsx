import type { ReactNode } from "react";
import { buttonVariants } from "./button";
import { SectionCard } from "./section-card";

/** A titled card whose one action is a file the server builds: the blog's archive, its Markdown export. */
export function DownloadCard({
  id,
  title,
  description,
  href,
  label,
}: {
  id: string;
  title: string;
  description: ReactNode;
  href: string;
  label: string;
}) {
  return (
    <SectionCard id={id} title={title} description={description}>
      {/* A plain link: the browser streams the file to disk with the session cookie, no script needed. */}
      <a href={href} download className={buttonVariants({ variant: "outline" })}>
        {label}
      </a>
    </SectionCard>
  );
}
