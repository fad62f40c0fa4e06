/** tar-stream loads with the first backup, download or restore, not with every start. */
export const loadTar = async () => (await import("tar-stream")).default;
