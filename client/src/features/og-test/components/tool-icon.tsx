import { GlobeIcon, HashIcon, MessageCircleIcon } from "lucide-react";
import { LinkedInIcon } from "@/components/ui/brand-icons";
import { FacebookIcon, XLogoIcon } from "@/components/ui/network-icons";
import type { PlatformTool } from "../lib/platform-tools";

const ICONS = {
  facebook: FacebookIcon,
  linkedin: LinkedInIcon,
  x: XLogoIcon,
  whatsapp: MessageCircleIcon,
  chat: HashIcon,
  opengraph: GlobeIcon,
} as const;

export function ToolIcon({ id, size = 20 }: { id: PlatformTool["id"]; size?: number }) {
  const Glyph = ICONS[id];
  return <Glyph size={size} />;
}
