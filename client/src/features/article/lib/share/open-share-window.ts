import { SHARE_WINDOW } from "@shared/constants";

/**
 * Opens a network's share page in a 600x400 window (spec section 9) centred on the reader's
 * screen. noopener keeps the network's page from reaching back into this one.
 */
export function openShareWindow(url: string): void {
  const { width, height } = SHARE_WINDOW;
  const screenInfo = window.screen as Screen & { availLeft?: number; availTop?: number };
  const left = Math.max(0, Math.round((screenInfo.availLeft ?? 0) + (screenInfo.availWidth - width) / 2));
  const top = Math.max(0, Math.round((screenInfo.availTop ?? 0) + (screenInfo.availHeight - height) / 2));
  window.open(url, "_blank", `noopener,noreferrer,width=${width},height=${height},left=${left},top=${top}`);
}
