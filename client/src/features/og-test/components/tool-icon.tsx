import { LinkedInIcon } from "@/components/ui/icons";
import { FacebookIcon, MessageIcon, XLogoIcon } from "@/components/ui/network-icons";
import type { PlatformTool } from "../lib/platform-tools";
import { GlobeIcon, HashIcon } from "./og-icons";

const ICONS = { facebook: FacebookIcon, linkedin: LinkedInIcon, x: XLogoIcon, whatsapp: MessageIcon, chat: HashIcon, opengraph: GlobeIcon } as const;

export function ToolIcon({ id, size = 20 }: { id: PlatformTool["id"]; size?: number }) {
  const Glyph = ICONS[id];
  return <Glyph size={size} />;
}
