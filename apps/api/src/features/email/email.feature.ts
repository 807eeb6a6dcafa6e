import { z } from 'zod';
import { defineFeature, type BuiltFeature } from '../../core/feature';
import { killAfterStep } from '../../core/faults';
import { faultStepSetting, optional, type Env } from '../../core/settings';
import type { Guards } from '../../http/auth';
import type { UsersApi } from '../users/users.feature';
import { outbox as outboxCollection } from './email.collections';
import { createEmailOutbox, EMAIL_STEPS, type FeatureMail } from './email-outbox';
import { createEmailSettingsService } from './email-settings.service';
import { createEmailRouter } from './email.router';
import { createOutboxRepository } from './outbox.repository';
import { createSmtpTransport } from './smtp-transport';

const EmailAddress = z
  .string()
  .regex(/^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/, 'must be an email address');

export const EmailSettingsSchema = z.object({
  /** The web app's public origin: links in emails point there. */
  PUBLIC_WEB_URL: optional(z.url()).default('http://localhost:5173'),
  /** Where emails go out (smtp:// or smtps://, credentials in the URL); unset: no emails. */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')),
  /** The emails' sender; its domain also names their Message-IDs. */
  MAIL_FROM: optional(EmailAddress).default('ReRide <no-reply@reride.local>'),
  /** A mail the SMTP server refused waits this long, doubled on each later attempt. */
  EMAIL_RETRY_BASE_MS: optional(z.coerce.number().int().min(100).max(3_600_000)).default(60_000),
  /** Attempts of one mail before it is marked failed. */
  EMAIL_MAX_ATTEMPTS: optional(z.coerce.number().int().min(1).max(20)).default(5),
  /** How often each API process looks for mails due to be sent (the `email.send` job). */
  EMAIL_SEND_INTERVAL_MS: optional(z.coerce.number().int().min(100).max(600_000)).default(5000),
  /** Crash tests: SIGKILL this process after that email step (core/faults.ts). */
  FAULT_KILL_AFTER_STEP: faultStepSetting(EMAIL_STEPS),
});

function emailSettingsRules(env: Env): string[] {
  const set = (key: string) => Boolean(env[key]?.trim());
  if (env.NODE_ENV === 'production' && set('SMTP_URL') && !set('PUBLIC_WEB_URL')) {
    return ['PUBLIC_WEB_URL: is required in production when SMTP_URL is set (links in emails)'];
  }
  return [];
}

/** What later features may ask of email: queue a mail they wrote (nothing without SMTP_URL). */
export interface EmailApi {
  queue: (mail: FeatureMail) => Promise<boolean>;
  /** PUBLIC_WEB_URL: links in mails (unsubscribe pages) point there. */
  webUrl?: string;
}

/**
 * Which notifications also come by email, and the outbox that sends them when there is an SMTP
 * server to send to: without SMTP_URL nothing is queued (README, .env.example), so no mail piles
 * up unsent (docs/decisions/007-email-outbox.md).
 */
export const emailFeature = defineFeature({
  name: 'email',
  settings: EmailSettingsSchema,
  settingsRules: emailSettingsRules,
  collections: [outboxCollection],
  build(
    ctx,
    needs: { guards: Guards; users: Pick<UsersApi, 'findById' | 'setEmailSettings'> },
  ): BuiltFeature<EmailApi> {
    const { clock, settings, logger } = ctx;
    const { users } = needs;
    const router = createEmailRouter({
      guards: needs.guards,
      settings: createEmailSettingsService({ users, clock }),
    });
    const routes = { json: [router] };
    if (!settings.SMTP_URL) {
      logger.warn('SMTP_URL is not set: notifications are not emailed');
      const none: EmailApi = { queue: () => Promise.resolve(false) };
      return { routes, api: none };
    }
    const outbox = createEmailOutbox({
      repo: createOutboxRepository(ctx.db),
      users,
      transport: createSmtpTransport(settings.SMTP_URL, settings.MAIL_FROM),
      clock,
      settings,
      afterStep: killAfterStep(settings.FAULT_KILL_AFTER_STEP),
      logger,
    });
    ctx.events.subscribe('notification.stored', (n) => outbox.enqueue(n), {
      subscriber: 'email.queue',
    });
    const send = { name: 'email.send', intervalMs: settings.EMAIL_SEND_INTERVAL_MS };
    const api: EmailApi = { queue: (mail) => outbox.queue(mail), webUrl: settings.PUBLIC_WEB_URL };
    return { routes, jobs: [{ ...send, run: () => outbox.sendDue() }], api };
  },
});
