const units = ["bytes", "KB", "MB", "GB"] as const;

/** "2.4 MB": enough to recognise a file (an upload, a backup), not a byte count. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} ${units[0]}` : `${value.toFixed(1)} ${units[unit]}`;
}
