import type {
  ContactMessage,
  ContactMessageBody,
  InsertResult,
  MarketplaceRules,
} from '@reride/shared';
import type { Caller } from '../../core/caller';
import type { Clock } from '../../core/clock';
import { mapPage, type Page, type PageQuery } from '../../core/keyset-page';
import type { Notifier } from '../notifications/notifier';
import type {
  ContactMessageRecord,
  ContactMessagesRepository,
} from './contact-messages.repository';

export interface SiteServiceDeps {
  contact: ContactMessagesRepository;
  notifier: Pick<Notifier, 'publishToAdmins'>;
  clock: Clock;
  rules: MarketplaceRules;
}

function toContactMessage(r: ContactMessageRecord): ContactMessage {
  return {
    _id: r._id,
    name: r.name,
    email: r.email,
    topic: r.topic,
    message: r.message,
    userId: r.userId,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The Contact page's messages to the team, and the rules the Help page states. */
export function createSiteService(deps: SiteServiceDeps) {
  const { contact, notifier, clock } = deps;
  return {
    /** Stored, then every administrator is told; the account is the token's, never the body's. */
    async sendContactMessage(
      viewer: Caller | null,
      body: ContactMessageBody,
    ): Promise<InsertResult> {
      const stored = await contact.insert(body, viewer?._id ?? null, clock());
      await notifier.publishToAdmins(`moderation:contact:${stored._id}`, {
        topic: 'moderation',
        event: 'contact_message',
        bikeName: '',
        senderName: stored.name,
      });
      return { acknowledged: true, insertedId: stored._id };
    },

    async listContactMessages(query: PageQuery): Promise<Page<ContactMessage>> {
      return mapPage(await contact.listNewest(query), toContactMessage);
    },

    rules: (): MarketplaceRules => deps.rules,
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
