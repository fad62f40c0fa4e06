import { Icon, type IconProps } from "@/components/ui/icons";

// Drawn here rather than in components/ui/icons.tsx: a module shared with the first-load bundle
// ships whole, so icons only the lazily loaded article layout uses would ride along on every page.

export const ArrowUpIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m5 12 7-7 7 7M12 19V5" />
  </Icon>
);

export const ListIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
  </Icon>
);
