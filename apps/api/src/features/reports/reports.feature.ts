import { z } from 'zod';
import { defineFeature } from '../../core/feature';
import type { Guards } from '../../http/auth';
import type { AuditLog } from '../audit/audit.service';
import type { BikesApi } from '../bikes/bikes.feature';
import { reports } from './reports.collections';
import { createReportsRepository } from './reports.repository';
import { createReportsRouter } from './reports.router';
import { createReportsService } from './reports.service';

/** Users report listings; administrators work through the reported ones. */
export const reportsFeature = defineFeature({
  name: 'reports',
  settings: z.object({}),
  collections: [reports],
  build(ctx, needs: { guards: Guards; bikes: BikesApi; audit: AuditLog }) {
    const service = createReportsService({
      bikes: needs.bikes.catalogue,
      reports: createReportsRepository(ctx.db),
      audit: needs.audit,
      clock: ctx.clock,
    });
    return {
      routes: { json: [createReportsRouter({ guards: needs.guards, reports: service })] },
      api: {},
    };
  },
});
