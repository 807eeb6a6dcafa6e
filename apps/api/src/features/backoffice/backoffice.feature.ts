import { contract } from '@reride/shared';
import { z } from 'zod';
import { defineFeature } from '../../core/feature';
import { optional } from '../../core/settings';
import type { MetricCounter } from '../../core/metric-counts';
import type { QueueSource } from '../../core/moderation-queue';
import type { Guards } from '../../http/auth';
import { contractRouter } from '../../http/endpoint';
import type { AuditLog } from '../audit/audit.service';
import { dailyMetrics } from './metrics.collections';
import { createMetricsRepository } from './metrics.repository';
import { createMetricsService } from './metrics.service';
import { createModerationQueue } from './moderation-queue.service';

/** How often the daily rollups are recounted: the dashboard is at most this much behind. */
const BackofficeSettingsSchema = z.object({
  METRICS_ROLLUP_INTERVAL_MS: optional(z.coerce.number().int().min(1000).max(3_600_000)).default(
    600_000,
  ),
});

/** A feature that counts its own records for the dashboard (docs/domain.md#dashboard-figures). */
type Counted = { countMetrics: MetricCounter };

export interface BackofficeNeeds {
  guards: Guards;
  audit: Pick<AuditLog, 'search'>;
  users: Counted;
  bikes: Counted;
  orders: Counted;
  reports: Counted;
  /** The features with rows in the moderation queue: a new kind is one more entry. */
  queues: readonly { queue: QueueSource }[];
}

/**
 * The administrators' back office: what they read about the marketplace as a whole, gathered
 * from the features that keep it. The audit feature is built first of all (everyone records into
 * it) and so before the guards exist; its log is read here (docs/domain.md#audit-log). The
 * dashboard's figures are daily rollups this feature keeps from the others' counts.
 */
export const backofficeFeature = defineFeature({
  name: 'backoffice',
  settings: BackofficeSettingsSchema,
  collections: [dailyMetrics],
  build(ctx, needs: BackofficeNeeds) {
    const { router, bind } = contractRouter(needs.guards);
    const metrics = createMetricsService({
      repo: createMetricsRepository(ctx.db),
      counters: [needs.users, needs.bikes, needs.orders, needs.reports].map((f) => f.countMetrics),
      clock: ctx.clock,
    });
    bind(contract.listAuditLog, (r) => needs.audit.search(r.query));
    bind(contract.getAdminMetrics, (r) => metrics.read(r.query));
    const queue = createModerationQueue(needs.queues.map((f) => f.queue));
    bind(contract.listModerationQueue, (r) => queue(r.query));
    const every = ctx.settings.METRICS_ROLLUP_INTERVAL_MS;
    const rollup = { name: 'metrics.rollup', intervalMs: every, jitterMs: every / 10 };
    return {
      routes: { json: [router] },
      jobs: [{ ...rollup, run: () => metrics.rollup() }],
      api: {},
    };
  },
});
