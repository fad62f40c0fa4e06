/** Text matched literally inside a regular expression (a search box's words, an address). */
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
