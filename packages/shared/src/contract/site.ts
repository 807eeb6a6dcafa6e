import { InsertResultSchema, ListQuerySchema } from '../common';
import { siteRoutes } from '../routes/site';
import {
  ContactMessageBodySchema,
  ContactMessageListSchema,
  MarketplaceRulesSchema,
} from '../site';
import { endpoints } from './endpoint';

export const siteEndpoints = endpoints(siteRoutes, {
  sendContactMessage: {
    tag: 'site',
    summary: "Write to the ReRide team (a signed-in sender's account is kept with the message)",
    body: ContactMessageBodySchema,
    response: InsertResultSchema,
  },
  listContactMessages: {
    tag: 'site',
    summary: 'Contact messages, newest first',
    query: ListQuerySchema,
    response: ContactMessageListSchema,
  },
  getMarketplaceRules: {
    tag: 'site',
    summary: "The deal's timers and the platform's fee in force (the Help page's figures)",
    response: MarketplaceRulesSchema,
  },
});
