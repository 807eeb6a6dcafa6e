import type { Clock } from '../../core/clock';
import type { DomainEvents } from '../../core/domain-events';
import type { UsersRepository } from '../users/users.repository';
import { emailSettingsOf } from './email-settings.service';
import type { NotificationTopic } from '@reride/shared';
import { renderNotificationEmail, type MailContext, type RenderedMail } from './email-templates';
import type { Claim, OutboxRepository } from './outbox.repository';
import { MailSendError, type MailTransport } from './smtp-transport';

/**
 * Fault injection (FAULT_KILL_AFTER_STEP): `email_accepted` is right after the SMTP server
 * accepted a mail and before the outbox records it (docs/decisions/007-email-outbox.md).
 */
export const EMAIL_STEPS = ['email_accepted'] as const;
export type EmailStep = (typeof EMAIL_STEPS)[number];

/** A stored notification, as `notification.stored` tells it. */
export type StoredNotification = Pick<
  DomainEvents['notification.stored'],
  'id' | 'userId' | 'facts'
>;

/** A mail written by another feature: what `EmailApi.queue` takes. */
export interface FeatureMail {
  /** 24 hex digits, unique to what the mail tells: it is queued once. */
  id: string;
  userId: string;
  /** The email settings' topic that decides whether it is sent. */
  topic: NotificationTopic;
  render: (ctx: MailContext) => RenderedMail;
  headers?: Record<string, string>;
}

/** The part of the process settings the outbox reads. */
export interface EmailOutboxSettings {
  PUBLIC_WEB_URL: string;
  MAIL_FROM: string;
  EMAIL_RETRY_BASE_MS: number;
  EMAIL_MAX_ATTEMPTS: number;
}

export interface EmailOutboxDeps {
  repo: OutboxRepository;
  users: Pick<UsersRepository, 'findById'>;
  transport: MailTransport;
  clock: Clock;
  settings: EmailOutboxSettings;
  afterStep?: ((step: EmailStep) => void) | undefined;
  logger: { warn(details: object, message: string): void };
}

/**
 * How long one attempt holds its mail. Far longer than an SMTP conversation may last
 * (smtp-transport.ts bounds it), so only a process that died leaves a lease to run out.
 */
export const SEND_LEASE_MS = 5 * 60_000;
/** Bounded work per sweep: a backlog is worked off over the next sweeps. */
const BATCH = 50;
const MAX_ERROR_LENGTH = 500;

/** `<id@domain>` with MAIL_FROM's domain: unique per mail, fixed before the first attempt. */
export function messageIdFor(id: string, mailFrom: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'reride.local';
  return `<${id}@${domain}>`;
}

/**
 * The email outbox (docs/decisions/007-email-outbox.md): a stored notification whose topic the
 * recipient gets by email becomes one outbox document; each API process sends the due ones.
 */
export function createEmailOutbox(deps: EmailOutboxDeps) {
  const { repo, users, transport, clock, settings, logger } = deps;

  /** The wait before attempt `attempts + 1`: the base, doubled for each attempt made. */
  const backoff = (attempts: number) => settings.EMAIL_RETRY_BASE_MS * 2 ** (attempts - 1);

  async function attempt(claim: Claim): Promise<'sent' | 'retried' | 'failed'> {
    const { mail } = claim;
    try {
      await transport.send(mail);
    } catch (error) {
      const permanent = error instanceof MailSendError && error.permanent;
      const last = permanent || mail.attempts >= settings.EMAIL_MAX_ATTEMPTS;
      const message = String((error as Error).message).slice(0, MAX_ERROR_LENGTH);
      const retryAt = last ? null : new Date(clock().getTime() + backoff(mail.attempts));
      await repo.markRefused(claim, message, retryAt);
      logger.warn(
        { mailId: mail.id, attempts: mail.attempts, err: error },
        last ? 'email failed, not retried' : 'email refused, retried later',
      );
      return last ? 'failed' : 'retried';
    }
    deps.afterStep?.('email_accepted');
    await repo.markSent(claim, clock());
    return 'sent';
  }

  return {
    /**
     * The `notification.stored` subscriber: queues the notification's email when the recipient
     * wants this topic by email. A failure is logged, never thrown: the notification itself is
     * stored, and the action that told it must not fail for its email.
     */
    async enqueue(notification: StoredNotification): Promise<void> {
      const { topic } = notification.facts;
      // Administrators' cases and review news come in the bell and live; no setting chooses
      // them by email.
      if (topic === 'moderation' || topic === 'review') return;
      // Saved searches' alerts carry an unsubscribe link and headers: their feature queues them
      // through `queue` below (docs/domain.md#alerts).
      if (topic === 'search') return;
      try {
        const user = await users.findById(notification.userId);
        if (!user || user.deletedAt) return;
        // An administrator's decision about the account is always told (docs/domain.md#sanctions).
        if (topic !== 'account' && !emailSettingsOf(user)[topic]) return;
        const content = renderNotificationEmail(notification.facts, {
          name: user.name,
          webUrl: settings.PUBLIC_WEB_URL,
        });
        await repo.insert({
          notificationId: notification.id,
          userId: notification.userId,
          to: user.email,
          ...content,
          messageId: messageIdFor(notification.id, settings.MAIL_FROM),
          at: clock(),
        });
      } catch (error) {
        logger.warn({ notificationId: notification.id, err: error }, 'email not queued');
      }
    },

    /**
     * Queues a mail another feature wrote (saved searches' alerts and digests): once per `id`,
     * and only when the recipient takes `topic` by email. True when queued now.
     */
    async queue(mail: FeatureMail): Promise<boolean> {
      const user = await users.findById(mail.userId);
      if (!user || user.deletedAt) return false;
      if (!emailSettingsOf(user)[mail.topic]) return false;
      const content = mail.render({ name: user.name, webUrl: settings.PUBLIC_WEB_URL });
      return repo.insert({
        notificationId: mail.id,
        userId: mail.userId,
        to: user.email,
        ...content,
        messageId: messageIdFor(mail.id, settings.MAIL_FROM),
        headers: mail.headers,
        at: clock(),
      });
    },

    /**
     * The `email.send` job: marks attempts of dead processes `interrupted`, then sends the due
     * mails one at a time, each claimed first so that no two processes send the same mail.
     */
    async sendDue() {
      const counts = { sent: 0, retried: 0, failed: 0, interrupted: 0 };
      counts.interrupted = await repo.markInterrupted(clock());
      for (let i = 0; i < BATCH; i += 1) {
        const claim = await repo.claimDue(clock(), SEND_LEASE_MS);
        if (!claim) break;
        counts[await attempt(claim)] += 1;
      }
      return counts;
    },
  };
}

export type EmailOutbox = ReturnType<typeof createEmailOutbox>;
