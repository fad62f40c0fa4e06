import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { PageHead } from "../page-head";
import { CenteredPage } from "@/components/layout/centered-page";

export function NotFoundPage() {
  return (
    <>
      <PageHead title="404 Page Not Found" noIndex />
      <CenteredPage title="404 Page Not Found" lines={["Did you forget to add the page to the router?"]}>
        <Link href="/" className={buttonVariants({ className: "mt-4" })}>
          Back to Home
        </Link>
      </CenteredPage>
    </>
  );
}
