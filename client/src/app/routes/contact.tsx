import { Suspense } from "react";
import { useProfile } from "@/features/profile/api/get-profile";
import { PageHead } from "../page-head";
import { PageSpinner } from "../page-spinner";

// Few readers open the contact page; its layout is in the page's own file (router.tsx loads it
// with the page), not in every first load.
import { ContactView } from "@/features/contact/components/contact-view";

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
