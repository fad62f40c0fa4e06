import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { CenteredPage } from "@/components/layout/centered-page";

export function NotFoundView() {
  return (
    <CenteredPage title="404 Page Not Found" lines={["Did you forget to add the page to the router?"]}>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonVariants()}>
          Back to Home
        </Link>
        <Link href="/posts" className={buttonVariants({ variant: "outline" })}>
          Browse all posts
        </Link>
      </div>
    </CenteredPage>
  );
}
