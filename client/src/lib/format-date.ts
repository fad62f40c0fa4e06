// Dates are stored in UTC; formatting in UTC keeps an evening post from showing "tomorrow"
// to readers east of the author, and keeps every reader's date the same.
//
// Spelt out by hand, not with Intl.DateTimeFormat: a page's first formatter costs the browser
// about 25 ms of loading locale data (100 ms on a phone with a 4x slower CPU), inside the one task
// that starts the app, and that task was the public pages' largest Total Blocking Time
// (docs/performance.md, issue 36). Every page shows these three fixed English forms only;
// format-date.test.ts checks them against Intl's own output.
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

function format(iso: string, spell: (year: number, month: string, day: number) => string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : spell(date.getUTCFullYear(), MONTHS[date.getUTCMonth()], date.getUTCDate());
}

/** "Nov 5, 2026" */
export const formatCardDate = (iso: string) => format(iso, (year, month, day) => `${month.slice(0, 3)} ${day}, ${year}`);
/** "November 5, 2026" */
export const formatLongDate = (iso: string) => format(iso, (year, month, day) => `${month} ${day}, ${year}`);
/** "November 2026" */
export const formatMonthYear = (iso: string) => format(iso, (year, month) => `${month} ${year}`);
