import { Icon, type IconProps } from "@/components/ui/icons";

// The share panel's icons, drawn at 18px; they load with the panel, not with the page (a module
// shared with the first-load bundle ships whole). LinkedIn's mark is the shared one in ui/icons.

// A filled mark: drawn as two strokes it would read as the panel's close cross.
export const XLogoIcon = (props: IconProps) => (
  <Icon size={18} fill="currentColor" stroke="none" {...props}>
    <path d="M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z" />
  </Icon>
);

export const FacebookIcon = (props: IconProps) => (
  <Icon size={18} {...props}>
    <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
  </Icon>
);

export const MessageIcon = (props: IconProps) => (
  <Icon size={18} {...props}>
    <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22z" />
  </Icon>
);

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
