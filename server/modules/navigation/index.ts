/** What other modules may use of this one; the rest of the folder is its own. */
export * from "./navigation.service";
