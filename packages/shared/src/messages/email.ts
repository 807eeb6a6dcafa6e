import type { NotificationTopic } from '../notifications';

// Type-only import: a page's texts must not pull zod into its first load.

/** The settings page's checkbox per notification topic. */
const emailTopics: Record<NotificationTopic, { label: string; hint: string }> = {
  order: {
    label: 'Orders',
    hint: 'Bookings, payments, meetings, cancellations, disputes, refunds',
  },
  message: { label: 'Messages', hint: 'New messages in your conversations' },
  offer: { label: 'Offers', hint: 'Offers made, accepted, declined, countered or expired' },
  wishlist: { label: 'Wishlist', hint: 'A bike you saved drops in price or is sold' },
  listing: { label: 'Your listings', hint: 'A listing of yours expires soon or expired' },
  search: { label: 'Saved searches', hint: 'New bikes matching a search you saved' },
};

export const emailMessages = {
  /** Notification emails and their settings page (docs/domain.md#notifications). */
  email: {
    settingsTitle: 'Email notifications',
    settingsIntro:
      'Choose what ReRide also tells you by email. Everything still shows up under the bell.',
    topicsLegend: 'Email me about',
    topics: emailTopics,
    save: 'Save settings',
    savedToast: 'Email settings saved',
    /** The web page of these settings (apps/web/src/lib/paths.ts); emails link to it. */
    settingsHref: '/dashboard/settings',
    /** About a bike: its name follows; about the account (a sanction) the title alone. */
    subject: (title: string, bike: string) => (bike ? `${title}: ${bike}` : title),
    greeting: (name: string) => `Hi ${name},`,
    footer: 'You receive this email because of your ReRide email settings.',
    manageSettings: 'Choose which emails you receive',
  },
} as const;
