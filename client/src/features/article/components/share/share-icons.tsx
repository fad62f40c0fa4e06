import { Icon, type IconProps } from "@/components/ui/icons";

// The share panel's icons, drawn at 18px; they load with the panel, not with the page (a module
// shared with the first-load bundle ships whole). The networks' marks are the shared ones in
// ui/network-icons (LinkedIn's in ui/icons).

export const MailIcon = (props: IconProps) => (
  <Icon size={18} {...props}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />
  </Icon>
);

export const LinkIcon = (props: IconProps) => (
  <Icon size={18} {...props}>
    <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
    <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
  </Icon>
);

export const DeviceShareIcon = (props: IconProps) => (
  <Icon size={18} {...props}>
    <path d="M4 12v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8M16 6l-4-4-4 4M12 2v13" />
  </Icon>
);
