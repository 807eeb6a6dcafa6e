import {
  DEFAULT_EMAIL_SETTINGS,
  NOTIFICATION_TOPICS,
  type EmailSettings,
  errorMessages,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { Clock } from '../../core/clock';
import type { UserRecord, UsersRepository } from '../users/users.repository';

/**
 * A user's email settings: the stored ones, the default for a topic never chosen (users from
 * before the settings existed, or a topic added since), and nothing else.
 */
export function emailSettingsOf(user: Pick<UserRecord, 'emailSettings'>): EmailSettings {
  const stored: Partial<EmailSettings> = user.emailSettings ?? {};
  const settings = { ...DEFAULT_EMAIL_SETTINGS };
  for (const topic of NOTIFICATION_TOPICS) settings[topic] = stored[topic] ?? settings[topic];
  return settings;
}

/** GET and PUT /users/me/email-settings: which notification topics also come by email. */
export function createEmailSettingsService(deps: {
  users: Pick<UsersRepository, 'findById' | 'setEmailSettings'>;
  clock: Clock;
}) {
  const { users, clock } = deps;
  const gone = () => new AppError('NOT_FOUND', errorMessages.errors.userNotFound);

  return {
    async get(caller: Caller): Promise<EmailSettings> {
      const user = await users.findById(caller._id);
      if (!user || user.deletedAt) throw gone();
      return emailSettingsOf(user);
    },

    async update(caller: Caller, settings: EmailSettings): Promise<EmailSettings> {
      if (!(await users.setEmailSettings(caller._id, settings, clock()))) throw gone();
      return settings;
    },
  };
}

export type EmailSettingsService = ReturnType<typeof createEmailSettingsService>;
