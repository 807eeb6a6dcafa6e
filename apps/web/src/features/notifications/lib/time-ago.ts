const relative = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto', style: 'short' });
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const full = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "now", "5 min ago", "3 hr ago" within a day, then the day ("12 Mar"). */
export function timeAgo(iso: string, now = Date.now()): string {
  const at = new Date(iso);
  const minutes = Math.round((now - at.getTime()) / 60_000);
  if (minutes < 1) return relative.format(0, 'second');
  if (minutes < 60) return relative.format(-minutes, 'minute');
  if (minutes < 24 * 60) return relative.format(-Math.round(minutes / 60), 'hour');
  return day.format(at);
}

/** The full date and time ("12 Mar 2026, 14:05"), for the title of a `timeAgo`. */
export function fullTime(iso: string): string {
  return full.format(new Date(iso));
}
