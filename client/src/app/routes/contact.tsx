import { PageHead } from "../page-head";
import { CenteredPage } from "@/components/layout/centered-page";

export function ContactPage() {
  return (
    <>
      <PageHead title="Contact" description="Get in touch with the author of Furrow." />
      <CenteredPage
        title="Contact"
        lines={["Questions, ideas or field reports? The best way to reach the author is through the social links below."]}
      />
    </>
  );
}
