/** `npm start`'s server bundle and the list of files it was built from (see server-bundle.mjs). */
export const SERVER_BUNDLE: string;
export const SERVER_SOURCE_LIST: string;
/** True when the bundle is missing or a file it was built from is gone or newer. */
export function serverBundleIsStale(): boolean;
