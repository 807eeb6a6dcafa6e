import { z } from 'zod';
import type { MarketplaceRules } from '@reride/shared';
import { defineFeature } from '../../core/feature';
import type { Guards } from '../../http/auth';
import type { Notifier } from '../notifications/notifier';
import { createContactMessagesRepository } from './contact-messages.repository';
import { contactMessages } from './site.collections';
import { createSiteRouter } from './site.router';
import { createSiteService } from './site.service';

export interface SiteNeeds {
  guards: Guards;
  notifier: Pick<Notifier, 'publishToAdmins'>;
  /** The timers and the fee in force, from the features that hold them (orders, conversations). */
  rules: MarketplaceRules;
}

/** The site's own pages (docs/domain.md#site-pages): the contact form and the rules in force. */
export const siteFeature = defineFeature({
  name: 'site',
  settings: z.object({}),
  collections: [contactMessages],
  build(ctx, needs: SiteNeeds) {
    const site = createSiteService({
      contact: createContactMessagesRepository(ctx.db),
      notifier: needs.notifier,
      clock: ctx.clock,
      rules: needs.rules,
    });
    return { routes: { json: [createSiteRouter({ guards: needs.guards, site })] }, api: {} };
  },
});
