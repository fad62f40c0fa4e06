import { lazy, Suspense } from "react";
import { useProfile } from "@/features/profile/api/get-profile";
import { PageHead } from "../page-head";
import { PageSpinner } from "../page-spinner";

// Few readers open the contact page; its layout is fetched with it, not with every first load.
const ContactView = lazy(() =>
  import("@/features/contact/components/contact-view").then((m) => ({ default: m.ContactView })),
);

export function ContactPage() {
  const { data: profile, isPending, isError, refetch } = useProfile();
  return (
    <>
      <PageHead spec={{ page: "contact", path: "/contact" }} />
      <Suspense fallback={<PageSpinner />}>
        <ContactView profile={profile} isPending={isPending} isError={isError} onRetry={() => void refetch()} />
      </Suspense>
    </>
  );
}
