/** Every notifications query lives under this root; sign-out drops it with the whole cache. */
export const notificationKeys = {
  root: ['notifications'] as const,
  /** The bell's badge. */
  unread: ['notifications', 'unread'] as const,
  /** The bell's newest few. */
  latest: ['notifications', 'latest'] as const,
  /** The notifications page, one page after another. */
  pages: ['notifications', 'pages'] as const,
};

/** How many notifications the bell lists. */
export const BELL_SIZE = 10;
/** How often the badge refreshes while the live stream is down. */
export const COUNT_POLL_MS = 30_000;
