import type { Router } from 'express';
import type { Db } from 'mongodb';
import type { Clock } from '../../core/clock';
import type { Guards } from '../../http/auth';
import type { UsersRepository } from '../users/users.repository';
import {
  createEmailOutbox,
  type EmailOutbox,
  type EmailOutboxDeps,
  type EmailOutboxSettings,
} from './email-outbox';
import { createEmailSettingsService } from './email-settings.service';
import { createEmailRouter } from './email.router';
import { createOutboxRepository } from './outbox.repository';
import { createSmtpTransport } from './smtp-transport';

/** The process settings of email: SMTP_URL unset turns the outbox off. */
export interface MailSettings extends EmailOutboxSettings {
  SMTP_URL?: string | undefined;
}

export interface EmailFeatureDeps extends Pick<EmailOutboxDeps, 'clock' | 'afterStep' | 'logger'> {
  db: Db;
  guards: Guards;
  users: Pick<UsersRepository, 'findById' | 'setEmailSettings'>;
  clock: Clock;
  settings: MailSettings;
}

/**
 * The settings endpoints, and the outbox when there is an SMTP server to send to: without
 * SMTP_URL nothing is queued (README, .env.example), so no mail piles up unsent.
 */
export function createEmailFeature(deps: EmailFeatureDeps): {
  router: Router;
  outbox: EmailOutbox | null;
} {
  const { settings } = deps;
  const router = createEmailRouter({
    guards: deps.guards,
    settings: createEmailSettingsService(deps),
  });
  if (!settings.SMTP_URL) return { router, outbox: null };
  const outbox = createEmailOutbox({
    ...deps,
    repo: createOutboxRepository(deps.db),
    transport: createSmtpTransport(settings.SMTP_URL, settings.MAIL_FROM),
  });
  return { router, outbox };
}
