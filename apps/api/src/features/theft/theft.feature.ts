import { z } from 'zod';
import { defineFeature } from '../../core/feature';
import { exportOwned } from '../../db/data-export';
import type { QueueSource } from '../../core/moderation-queue';
import { optional } from '../../core/settings';
import type { Guards } from '../../http/auth';
import type { AuditLog } from '../audit/audit.service';
import type { BikesApi } from '../bikes/bikes.feature';
import type { Notifier } from '../notifications/notifier';
import { bikeIndexRegistry } from './bikeindex-adapter';
import { createTheftCheck } from './theft-check.service';
import { localRegistry, registries } from './theft-registry';
import { serialDuplicates, theftReports } from './theft.collections';
import { createTheftRepository } from './theft.repository';
import { createTheftRouter } from './theft.router';
import { createTheftService } from './theft.service';

/** Which stolen-bike registries a listing's serial is checked against (docs/domain.md#frame-serials). */
export const TheftSettingsSchema = z.object({
  /** `local`: our confirmed reports only; `bikeindex`: ours, then Bike Index. */
  THEFT_REGISTRY: optional(z.enum(['local', 'bikeindex'])).default('local'),
  BIKEINDEX_API_URL: optional(z.url()).default('https://bikeindex.org'),
  /** How long one Bike Index request may take before the serial counts as not checked. */
  BIKEINDEX_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(60_000)).default(5000),
  /** How often `theft.recheck` asks again for unchecked serials and newly confirmed reports. */
  THEFT_RECHECK_INTERVAL_MS: optional(z.coerce.number().int().min(1000)).default(10 * 60 * 1000),
});

/** Frame serials against stolen-bike registries, and our own registry of theft reports. */
export const theftFeature = defineFeature({
  name: 'theft',
  settings: TheftSettingsSchema,
  collections: [theftReports, serialDuplicates],
  build(
    ctx,
    needs: {
      guards: Guards;
      bikes: Pick<BikesApi, 'serials'>;
      audit: AuditLog;
      notifier: Pick<Notifier, 'publish' | 'publishToAdmins'>;
    },
  ) {
    const { settings } = ctx;
    const reports = createTheftRepository(ctx.db);
    const own = localRegistry(reports);
    const registry =
      settings.THEFT_REGISTRY === 'bikeindex'
        ? registries([
            own,
            bikeIndexRegistry({
              baseUrl: settings.BIKEINDEX_API_URL,
              timeoutMs: settings.BIKEINDEX_TIMEOUT_MS,
              logger: ctx.logger,
            }),
          ])
        : own;
    const { serials } = needs.bikes;
    const check = createTheftCheck({
      serials,
      registry,
      reports,
      notifier: needs.notifier,
      events: ctx.events,
      clock: ctx.clock,
    });
    ctx.events.subscribe('bike.serial_changed', (e) => check.onSerialChanged(e), {
      subscriber: 'theft.check-serial',
    });
    const service = createTheftService({
      reports,
      serials,
      check,
      notifier: needs.notifier,
      audit: needs.audit,
      clock: ctx.clock,
      events: ctx.events,
    });
    const every = settings.THEFT_RECHECK_INTERVAL_MS;
    return {
      routes: { json: [createTheftRouter({ guards: needs.guards, theft: service })] },
      jobs: [
        {
          name: 'theft.recheck',
          intervalMs: every,
          jitterMs: every / 10,
          run: () => check.recheck(),
        },
      ],
      api: {
        /** Pending theft reports and shared serials, for the moderation queue (features/backoffice). */
        queue: ((cap) => service.waiting(cap)) satisfies QueueSource,
        /** Their theft reports, for their data download (features/account). */
        filedBy: (userId: string) =>
          exportOwned(ctx.db, theftReports, 'reporterId', userId, ['serialNearKeys', 'swept']),
      },
    };
  },
});
