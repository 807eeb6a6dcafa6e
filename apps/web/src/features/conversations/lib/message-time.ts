const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const dayAndTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The Inbox's "when": the time for today's messages, else the day ("12 Mar"). */
export function formatWhen(iso: string, now = new Date()): string {
  const at = new Date(iso);
  return at.toDateString() === now.toDateString() ? time.format(at) : day.format(at);
}

/** A message's time in full ("12 Mar 2026, 14:05"). */
export function formatMessageTime(iso: string): string {
  return dayAndTime.format(new Date(iso));
}
