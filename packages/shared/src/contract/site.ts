import { siteRoutes } from '../routes/site';
import { MarketplaceRulesSchema } from '../site';
import { endpoints } from './endpoint';

export const siteEndpoints = endpoints(siteRoutes, {
  getMarketplaceRules: {
    tag: 'site',
    summary: "The deal's timers and the platform fee in force (the Help page)",
    response: MarketplaceRulesSchema,
  },
});
