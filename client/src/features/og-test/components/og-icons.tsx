import { Icon, type IconProps } from "@/components/ui/icons";

// Icons only the share-preview centre draws; they load with its route, not with the public pages. The
// networks' marks are in ui/network-icons, the link and warning marks in ui/status-icons.

export const CopyIcon = (props: IconProps) => (
  <Icon size={16} {...props}>
    <rect x="8" y="8" width="14" height="14" rx="2" />
    <path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2" />
  </Icon>
);

export const CheckIcon = (props: IconProps) => (
  <Icon size={16} {...props}>
    <path d="M20 6 9 17l-5-5" />
  </Icon>
);

export const HashIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 9h16M4 15h16M10 3 8 21M16 3l-2 18" />
  </Icon>
);

export const GlobeIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" />
  </Icon>
);
