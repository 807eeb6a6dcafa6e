import { z } from 'zod';
import { exportOwned } from '../../db/data-export';
import { defineFeature } from '../../core/feature';
import type { QueueSource } from '../../core/moderation-queue';
import { optional } from '../../core/settings';
import { TODO_COUNT_CAP, todosOf, type TodoSource } from '../../core/todos';
import type { Guards } from '../../http/auth';
import type { AuditLog } from '../audit/audit.service';
import type { BikesApi } from '../bikes/bikes.feature';
import type { Notifier } from '../notifications/notifier';
import { reports } from './reports.collections';
import { createReportMetrics } from './report-metrics.repository';
import { createReportsRepository } from './reports.repository';
import { createReportsRouter } from './reports.router';
import { createReportsService } from './reports.service';

const REPORTED = { kind: 'reported' } as const;

/** How many distinct reporters hide a listing until an administrator decides. */
export const ReportsSettingsSchema = z.object({
  REPORT_HIDE_THRESHOLD: optional(z.coerce.number().int().min(1).max(1000)).default(3),
});

/** Users report listings; administrators work through the reported ones. */
export const reportsFeature = defineFeature({
  name: 'reports',
  settings: ReportsSettingsSchema,
  collections: [reports],
  build(
    ctx,
    needs: {
      guards: Guards;
      bikes: BikesApi;
      audit: AuditLog;
      notifier: Pick<Notifier, 'publishToAdmins' | 'publish'>;
    },
  ) {
    const service = createReportsService({
      bikes: needs.bikes.catalogue,
      reports: createReportsRepository(ctx.db),
      audit: needs.audit,
      clock: ctx.clock,
      notifier: needs.notifier,
      hideThreshold: ctx.settings.REPORT_HIDE_THRESHOLD,
      events: ctx.events,
    });
    // Administrators' to-do: the reported bikes still listed (the reported_live_newest index).
    const todos: TodoSource = async (caller) =>
      caller.userType === 'Admin'
        ? todosOf([
            [
              'review_reported_bikes',
              await needs.bikes.catalogue.countList(REPORTED, TODO_COUNT_CAP),
            ],
          ])
        : [];
    return {
      routes: { json: [createReportsRouter({ guards: needs.guards, reports: service })] },
      api: {
        todos,
        /** The listings waiting for a decision, for the moderation queue (features/backoffice). */
        queue: ((cap) => service.waiting(cap)) satisfies QueueSource,
        /** The reports a person filed, for their data download (features/account). */
        filedBy: (userId: string) => exportOwned(ctx.db, reports, 'reporterId', userId),
        /** Reports received and decided in a day range (features/backoffice). */
        countMetrics: createReportMetrics(ctx.db),
      },
    };
  },
});
