import { Icon, type IconProps } from "@/components/ui/icons";

// Drawn here rather than in components/ui/icons.tsx: a module shared with the first-load bundle
// ships whole, so icons only this lazily loaded section uses would ride along on every page.

export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M20 6 9 17l-5-5" />
  </Icon>
);

export const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />
  </Icon>
);
