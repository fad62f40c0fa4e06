import { Helmet } from "react-helmet-async";
import { SITE_NAME } from "@shared/constants";

export interface PageHeadProps {
  /** The page's own title; the site name is appended. Leave out for the home page. */
  title?: string;
  description?: string;
  /** Admin and utility screens stay out of search results. */
  noIndex?: boolean;
}

/**
 * The server writes the first page's full <head>; this keeps the title and description right as
 * the reader moves between pages without a reload.
 */
export function PageHead({ title, description, noIndex = false }: PageHeadProps) {
  return (
    <Helmet>
      <title>{title ? `${title} | ${SITE_NAME}` : SITE_NAME}</title>
      {description && <meta name="description" content={description} />}
      {noIndex && <meta name="robots" content="noindex" />}
    </Helmet>
  );
}
