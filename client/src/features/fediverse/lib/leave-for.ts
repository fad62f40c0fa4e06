/** Sends the reader to another site's page. A module of its own so tests can stand in for a navigation jsdom cannot make. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
