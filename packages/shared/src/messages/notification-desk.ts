import type {
  AccountNotification,
  ModerationEvent,
  ModerationNotification,
} from '../notifications';
import type { NotificationText } from './notifications';

// The notifications of the administrators' desk and of decisions about a person's account
// (docs/domain.md#notifications), worded apart from the marketplace's own (notifications.ts).
// Type-only imports: the web's bell and the API's emails word notifications without loading zod.

/** Administrators' desk: what came in, and the page where it waits. */
const moderationWording: Record<
  ModerationEvent,
  { title: string; body: (n: ModerationNotification) => string; action: string; href: string }
> = {
  dispute_opened: {
    title: 'New dispute',
    body: (n) => `${n.bikeName}: the buyer opened a dispute. It waits for your decision.`,
    action: 'See open disputes',
    href: '/dashboard/disputes',
  },
  bike_reported: {
    title: 'Bike reported',
    body: (n) => `${n.bikeName} was reported by a buyer.`,
    action: 'See reported bikes',
    href: '/dashboard/reported',
  },
  message_reported: {
    title: 'Message reported',
    body: (n) => `A message about ${n.bikeName} was reported.`,
    action: 'See reported messages',
    href: '/dashboard/reported-messages',
  },
  review_reported: {
    title: 'Review reported',
    body: (n) =>
      `A review of the sale of ${n.bikeName} was reported. It is hidden until you decide.`,
    action: 'See reported reviews',
    href: '/dashboard/admin/reviews',
  },
  theft_reported: {
    title: 'Bike reported stolen',
    body: () =>
      'An owner reported a bike stolen by its frame serial. Confirm or withdraw the report.',
    action: 'See theft reports',
    href: '/dashboard/admin/theft',
  },
  contact_message: {
    title: 'New contact message',
    body: (n) => `${n.senderName ?? 'Someone'} wrote through the contact form.`,
    action: 'Read contact messages',
    href: '/dashboard/contact-messages',
  },
};

export function describeModeration(n: ModerationNotification): NotificationText {
  const { body, ...wording } = moderationWording[n.event];
  return { ...wording, body: body(n) };
}

/** A sanction's end as a mail and the bell say it: the day and time in UTC. */
const utcText = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** An administrator's decision about the person's account: the dashboard shows it in full. */
export function describeAccount(n: AccountNotification): NotificationText {
  const href = '/dashboard';
  const action = 'Open your dashboard';
  const reason = `Reason: ${n.reason}`;
  if (n.event === 'verified') {
    return {
      title: 'You are a Verified seller',
      body: 'Your phone is confirmed and ReRide checked your account: buyers see the Verified badge beside your name.',
      action: 'Open your account',
      href: '/dashboard/account',
    };
  }
  if (n.event === 'verification_withdrawn') {
    return {
      title: 'Your Verified badge was withdrawn',
      body: `Buyers no longer see the badge beside your name. ${reason}`,
      action: 'Open your account',
      href: '/dashboard/account',
    };
  }
  if (n.event === 'warned') {
    return { title: 'A warning from ReRide', body: reason, action, href };
  }
  if (n.event === 'lifted') {
    return {
      title: 'Your suspension was lifted',
      body: `You may list, book, message and make offers again. ${reason}`,
      action,
      href,
    };
  }
  const until = n.until ? utcText(n.until) : '';
  return {
    title: `Your account is suspended until ${until}`,
    body: `Until then you cannot list bikes, book, send messages or make and answer offers; you can still finish what is in progress. ${reason}`,
    action,
    href,
  };
}
