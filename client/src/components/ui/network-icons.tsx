import { Icon, type IconProps } from "./brand-icons";

// The social networks' marks lucide-react lacks, for the article's share panel and the share-preview
// centre. Kept out of brand-icons.tsx: a module shared with the first-load bundle ships whole, and only
// lazily loaded screens draw these. LinkedIn's mark is in brand-icons.tsx because the footer shows it.

// A filled mark: drawn as two strokes it would read as a close cross.
export const XLogoIcon = (props: IconProps) => (
  <Icon fill="currentColor" stroke="none" {...props}>
    <path d="M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z" />
  </Icon>
);

export const FacebookIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
  </Icon>
);
