import { contract } from '@reride/shared';
import { z } from 'zod';
import { defineFeature } from '../../core/feature';
import type { Guards } from '../../http/auth';
import { contractRouter } from '../../http/endpoint';
import { createProfilesService, type ProfilesDeps } from './profiles.service';

export interface ProfilesNeeds extends ProfilesDeps {
  guards: Guards;
}

/**
 * Public profiles (docs/domain.md#public-profiles): built after conversations, since a profile
 * reads the person (users), their listed bikes (bikes) and their first-answer time
 * (conversations); and after reviews, for their reputation figures and completed sales.
 */
export const profilesFeature = defineFeature({
  name: 'profiles',
  settings: z.object({}),
  collections: [],
  build(_ctx, needs: ProfilesNeeds) {
    const profiles = createProfilesService(needs);
    const { router, bind } = contractRouter(needs.guards);
    bind(contract.getUserProfile, (r) => profiles.getProfile(r.params.id, r.query));
    bind(contract.getProfileSitemap, () => profiles.sitemap());
    return { routes: { json: [router] }, api: {} };
  },
});
