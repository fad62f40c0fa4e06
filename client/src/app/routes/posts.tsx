import { PageHead } from "../page-head";
import { CenteredPage } from "@/components/layout/centered-page";

export function PostsPage() {
  return (
    <>
      <PageHead title="All Blog Posts" description="Every Furrow article on agricultural technology, grouped by month." />
      <CenteredPage
        title="All Blog Posts"
        lines={["Browse every article on precision farming, smart sensors and sustainable agriculture."]}
      />
    </>
  );
}
