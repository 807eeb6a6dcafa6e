import { z } from 'zod';
import { defineFeature } from '../../core/feature';
import { pingDb } from '../../db/client';
import type { Guards } from '../../http/auth';
import { createOpsRouter } from './ops.router';

export interface OpsNeeds {
  guards: Guards;
  /** Readiness probe; server.ts hands in one on a connection of its own (db/client.ts). */
  ping?: (() => Promise<void>) | undefined;
}

/** Liveness, readiness and the API reference. */
export const opsFeature = defineFeature({
  name: 'ops',
  settings: z.object({}),
  collections: [],
  build(ctx, needs: OpsNeeds) {
    const router = createOpsRouter({
      guards: needs.guards,
      publicApiUrl: ctx.publicApiUrl,
      ping: needs.ping ?? (() => pingDb(ctx.db)),
    });
    return { routes: { json: [router] }, api: {} };
  },
});
