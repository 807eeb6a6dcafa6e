import { contract } from '@reride/shared';
import { z } from 'zod';
import { defineFeature } from '../../core/feature';
import type { Guards } from '../../http/auth';
import { contractRouter } from '../../http/endpoint';
import type { AuditLog } from '../audit/audit.service';
import type { QueueSource } from '../../core/moderation-queue';
import { createModerationQueue } from './moderation-queue.service';

export interface BackofficeNeeds {
  guards: Guards;
  audit: Pick<AuditLog, 'search'>;
  /** The features with rows in the moderation queue: a new kind is one more entry. */
  queues: readonly { queue: QueueSource }[];
}

/**
 * The administrators' back office: what they read about the marketplace as a whole, gathered
 * from the features that keep it. The audit feature is built first of all (everyone records into
 * it) and so before the guards exist; its log is read here (docs/domain.md#audit-log).
 */
export const backofficeFeature = defineFeature({
  name: 'backoffice',
  settings: z.object({}),
  collections: [],
  build(_ctx, needs: BackofficeNeeds) {
    const { router, bind } = contractRouter(needs.guards);
    bind(contract.listAuditLog, (r) => needs.audit.search(r.query));
    const queue = createModerationQueue(needs.queues.map((f) => f.queue));
    bind(contract.listModerationQueue, (r) => queue(r.query));
    return { routes: { json: [router] }, api: {} };
  },
});
