/** Reading fields of an activity another server sent, which may be any JSON at all. */

export type Activity = Record<string, unknown>;

export const textOf = (value: unknown, max = 2048): string | null => (typeof value === "string" && value.length <= max ? value : null);

/** An object's id, whether the field holds the id or the object itself. */
export const idOf = (value: unknown): string | null =>
  textOf(value) ?? (value && typeof value === "object" && !Array.isArray(value) ? textOf((value as Activity).id) : null);

export const objectOf = (value: unknown): Activity | null =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Activity) : null;

export const typeOf = (value: unknown): string | null => {
  const object = objectOf(value);
  const type = object ? object.type : null;
  return textOf(Array.isArray(type) ? type[0] : type, 64);
};

export const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
};
