export interface PlatformTool {
  id: "facebook" | "linkedin" | "x" | "whatsapp" | "chat" | "opengraph";
  name: string;
  network: string;
  description: string;
  /** The action's label, e.g. "Open Sharing Debugger". */
  action: string;
  /** Where the tool opens for a URL; the chat app has no web tool, only advice. */
  href?: (url: string) => string;
}

const MESSAGING_SHARE_TEXT = "Check out this agricultural technology content:";

export const chatAppAdvice = (url: string) =>
  `Slack and Discord have no public preview tool. To test, paste this URL in any channel and look at the card they unfurl:\n\n${url}`;

const encoded = (url: string) => encodeURIComponent(url);

/** The six debuggers of the Platform Tools tab, in the order the tab lists them. */
export const PLATFORM_TOOLS: PlatformTool[] = [
  {
    id: "facebook",
    name: "Facebook Sharing Debugger",
    network: "General social network",
    description: "Shows the tags Facebook scraped, its warnings, and re-scrapes the page after a change.",
    action: "Open Sharing Debugger",
    href: (url) => `https://developers.facebook.com/tools/debug/?q=${encoded(url)}`,
  },
  {
    id: "linkedin",
    name: "LinkedIn Post Inspector",
    network: "Professional network",
    description: "Shows how a post with this link will look on LinkedIn and refreshes its cached card.",
    action: "Open Post Inspector",
    href: (url) => `https://www.linkedin.com/post-inspector/inspect/${encoded(url)}`,
  },
  {
    id: "x",
    name: "X (Twitter) Card Validator",
    network: "Microblogging network",
    description: "X retired its stand-alone validator; the post composer now draws the card for a pasted link.",
    action: "Open X composer",
    href: (url) => `https://x.com/intent/tweet?${new URLSearchParams({ url })}`,
  },
  {
    id: "whatsapp",
    name: "WhatsApp",
    network: "Messaging app",
    description: "Opens a chat with a message ready to send, so you can see the link preview it builds.",
    action: "Share on WhatsApp",
    href: (url) => `https://wa.me/?text=${encoded(`${MESSAGING_SHARE_TEXT} ${url}`)}`,
  },
  {
    id: "chat",
    name: "Slack / Discord",
    network: "Chat app",
    description: "Chat apps unfurl a link when it is posted in a channel; there is no tool to open.",
    action: "How to test",
  },
  {
    id: "opengraph",
    name: "OpenGraph.xyz",
    network: "Universal Open Graph tester",
    description: "Draws the card for several networks at once and lists missing tags.",
    action: "Open OpenGraph.xyz",
    href: (url) => `https://www.opengraph.xyz/url/${encoded(url)}`,
  },
];

export const toolById = (id: PlatformTool["id"]) => PLATFORM_TOOLS.find((tool) => tool.id === id)!;
