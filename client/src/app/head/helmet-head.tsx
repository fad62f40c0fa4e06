import { Helmet, HelmetProvider } from "react-helmet-async";
import { headTags } from "@shared/page-meta";
import { useHead } from "./head-store";

/**
 * react-helmet-async, loaded on the first client-side navigation (see head-manager.tsx). It
 * renders the very list of tags the server writes, from the same shared function.
 */
export default function HelmetHead() {
  const meta = useHead();
  return (
    <HelmetProvider>
      {meta && (
        <Helmet>
          {headTags(meta).map((tag, index) => {
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
