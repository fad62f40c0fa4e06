import type { NewsletterSendSummary } from "@shared/types";
import { shortAddress } from "../lib/short-address";

const cell = "px-3 py-1.5";
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** How often readers followed each link of a send's mail: counted per link, never per reader. */
export function SendClicks({ send }: { send: NewsletterSendSummary }) {
  if (send.links.length === 0) return <p className="text-sm text-muted-foreground">This mail has no links to count clicks on.</p>;
  const total = send.links.reduce((sum, link) => sum + link.clicks, 0);
  return (
    <details className="rounded-lg border border-border">
      <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-medium text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        {total === 0 ? "No clicks yet" : plural(total, "click", "clicks")} on {plural(send.links.length, "link", "links")}
      </summary>
      <div className="overflow-x-auto border-t border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Clicks on each link of "{send.postTitle}", in the mail's order</caption>
          <thead className="bg-muted text-emphasis">
            <tr>
              <th scope="col" className={cell}>
                Link
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Clicks
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border text-body">
            {send.links.map((link) => (
              <tr key={link.url}>
                <td className={`${cell} break-all`}>
                  <a
                    href={link.url}
                    title={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-primary underline-offset-2 hover:underline"
                  >
                    {shortAddress(link.url)}
                  </a>
                </td>
                <td className={`${cell} text-right tabular-nums`}>{link.clicks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
