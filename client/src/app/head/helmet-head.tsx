import { Helmet, HelmetProvider } from "react-helmet-async";
import { headTags, pageMeta } from "@shared/page-meta";
import { useFediverseAccount } from "@/features/fediverse/api/get-fediverse-account";
import { useHead } from "./head-store";
import { siteBase } from "./site-base";

/**
 * react-helmet-async, loaded on the first client-side navigation (see head-manager.tsx). It
 * renders the very list of tags the server writes, from the same shared function.
 */
export default function HelmetHead() {
  const spec = useHead();
  // The server knows the handle from its config; here it is the account every server-drawn page's
  // data carries. Only an article's head names it, so no other page asks for it.
  const { data: account } = useFediverseAccount({ enabled: spec?.page === "article" });
  return (
    <HelmetProvider>
      {spec && (
        <Helmet>
          {headTags(pageMeta(siteBase(), spec, { fediverseHandle: account?.handle })).map((tag, index) => {
            // A preload only helps a page's very first paint, which the server's head already served.
            if (tag.tag === "link" && tag.attributes.rel === "preload") return null;
            if (tag.tag === "title") return <title key={index}>{tag.text}</title>;
            if (tag.tag === "script") {
              return (
                <script key={index} {...tag.attributes}>
                  {tag.text}
                </script>
              );
            }
            return tag.tag === "meta" ? <meta key={index} {...tag.attributes} /> : <link key={index} {...tag.attributes} />;
          })}
        </Helmet>
      )}
    </HelmetProvider>
  );
}
