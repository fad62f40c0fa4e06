import { OgTestCentre } from "@/features/og-test/components/og-test-centre";
import { PageHead } from "../page-head";

// The route is a lazy chunk of its own (see router.tsx), so none of this reaches a reader's first load.
export function OgTestPage() {
  return (
    <>
      <PageHead spec={{ page: "ogTest", path: "/og-test" }} />
      <OgTestCentre />
    </>
  );
}
