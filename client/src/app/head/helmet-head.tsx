import { Helmet, HelmetProvider } from "react-helmet-async";
import { SITE_NAME } from "@shared/constants";
import { useHead } from "./head-store";

/** react-helmet-async, loaded on the first client-side navigation; see head-manager.tsx. */
export default function HelmetHead() {
  const head = useHead();
  return (
    <HelmetProvider>
      {head && (
        <Helmet>
          <title>{head.title ? `${head.title} | ${SITE_NAME}` : SITE_NAME}</title>
          {head.description && <meta name="description" content={head.description} />}
          {head.noIndex && <meta name="robots" content="noindex" />}
        </Helmet>
      )}
    </HelmetProvider>
  );
}
