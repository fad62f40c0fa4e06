/** WordPress's plain permalinks: the only query parameters an old address is told apart by. */
export const OLD_LINK_PARAMS = ["p", "page_id"] as const;

/**
 * An old address as it is stored and looked up: host dropped, lower-case, no trailing slash, and
 * of its query only WordPress's `?p=` / `?page_id=` kept ("/?p=123"), so "/2019/05/Slug/" and
 * "https://old.example/2019/05/slug" are one address. Null for what cannot be one.
 */
export function normaliseOldPath(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address, "http://old.invalid");
  } catch {
    return null;
  }
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    path = url.pathname;
  }
  path = path.toLowerCase().replace(/\/+$/, "") || "/";
  const kept = OLD_LINK_PARAMS.map((name) => [name, url.searchParams.get(name)] as const).find(
    ([, value]) => value !== null && value !== "",
  );
  return kept ? `${path}?${kept[0]}=${kept[1]!.toLowerCase()}` : path;
}

/** The post's old addresses, normalised and without repeats; "/" alone would take over the home page, so it is dropped. */
export function normaliseOldPaths(addresses: string[]): string[] {
  return [...new Set(addresses.map(normaliseOldPath).filter((path): path is string => path !== null && path !== "/"))];
}
