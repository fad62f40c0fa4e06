import { escapeMarkup } from "../../../shared/html-escape";

export const CONFIRMATION_VALID_HOURS = 48;

/** The double opt-in's mail: one link, said plainly, in HTML and in plain text. */
export function confirmationMail({ siteName, confirmUrl }: { siteName: string; confirmUrl: string }) {
  const subject = `Confirm your subscription to ${siteName}`;
  const intro = `Someone, hopefully you, asked to receive new articles from ${siteName} at this address.`;
  const action = "Confirm your subscription";
  const outro = `The link works for ${CONFIRMATION_VALID_HOURS} hours. If you did not ask for this, ignore this mail and nothing will be sent to you.`;
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f7f5ef;font-family:Georgia,serif;color:#1c2a12">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<h1 style="font-size:22px;color:#2d5016;margin:0 0 16px">${escapeMarkup(subject)}</h1>
<p style="font-size:16px;line-height:1.6">${escapeMarkup(intro)}</p>
<p style="margin:24px 0"><a href="${escapeMarkup(confirmUrl)}" style="display:inline-block;background:#2d5016;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-family:Arial,sans-serif">${escapeMarkup(action)}</a></p>
<p style="font-size:14px;line-height:1.6;color:#4b5563">${escapeMarkup(outro)}</p>
</div></body></html>`;
  const text = `${subject}\n\n${intro}\n\n${action}:\n${confirmUrl}\n\n${outro}\n`;
  return { subject, html, text };
}
