import { boundedRequest, OutgoingRequestError } from "../../../lib/outgoing/bounded-request";
import { HttpError, ValidationError } from "../../../lib/errors";
import { SUBSCRIBE_REL } from "../discovery";
import type { RemoteFetchLimits } from "./remote-actors";

/** `@name@server.example` or `name@server.example`, as a reader types their own handle. */
const HANDLE = /^@?([A-Za-z0-9_.-]{1,64})@((?:[A-Za-z0-9-]{1,63}\.)+[A-Za-z]{2,63}|localhost|127\.0\.0\.1)(?::(\d{1,5}))?$/;

/** The reader's server could not be asked, or offers no follow page: said in words they can act on. */
export class RemoteFollowError extends HttpError {
  constructor(message: string, status: 404 | 502) {
    super(status, message);
  }
}

export function parseHandle(input: string): { user: string; host: string } {
  const match = HANDLE.exec(input.trim());
  if (!match) throw new ValidationError("Enter your handle as @name@your.server");
  return { user: match[1], host: match[3] ? `${match[2]}:${match[3]}` : match[2] };
}

/**
 * Where a reader follows the blog from their own account: their server's WebFinger names its
 * "subscribe" page, which takes the blog's address and shows a Follow button there.
 */
export function remoteFollowLink(limits: RemoteFetchLimits, actorId: string) {
  return async (handle: string): Promise<string> => {
    const { user, host } = parseHandle(handle);
    const scheme = limits.allowPrivateHosts ? "http" : "https";
    const resource = encodeURIComponent(`acct:${user}@${host}`);
    let answer;
    try {
      answer = await boundedRequest({
        method: "GET",
        url: `${scheme}://${host}/.well-known/webfinger?resource=${resource}`,
        headers: { accept: "application/jrd+json, application/json", "user-agent": "Furrow (ActivityPub)" },
        ...limits,
      });
    } catch (error) {
      throw new RemoteFollowError(`We could not reach ${host}${error instanceof OutgoingRequestError ? `: ${error.message}` : ""}.`, 502);
    }
    if (answer.status === 404) throw new RemoteFollowError(`${host} has no account @${user}.`, 404);
    if (answer.status !== 200) throw new RemoteFollowError(`${host} answered ${answer.status}.`, 502);
    let template: unknown;
    try {
      const jrd = JSON.parse(answer.body.toString("utf8")) as { links?: { rel?: unknown; template?: unknown }[] };
      template = jrd.links?.find((link) => link.rel === SUBSCRIBE_REL)?.template;
    } catch {
      template = undefined;
    }
    if (typeof template !== "string" || !template.includes("{uri}") || !/^https?:\/\//.test(template))
      throw new RemoteFollowError(`${host} offers no follow page; search for the blog's handle there instead.`, 404);
    return template.replace("{uri}", encodeURIComponent(actorId));
  };
}
