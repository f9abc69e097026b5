/** Values a spec with its own content fixes for one run. */

/** A word no seed text holds, e.g. 'datesqkzfwa': the spec's imported entries carry it, so searches find only them. */
export function runWord(prefix: string): string {
  return `${prefix}${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
}

/** Today in Whitefish (America/Denver), 'YYYY-MM-DD'. */
export function denverToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}
