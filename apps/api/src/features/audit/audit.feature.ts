import { z } from 'zod';
import { defineFeature } from '../../core/feature';
import { auditLog } from './audit.collections';
import { createAuditRepository } from './audit.repository';
import { createAuditLog, type AuditLog } from './audit.service';

/** Every administrator's action, recorded by the features that perform them. */
export const auditFeature = defineFeature({
  name: 'audit',
  settings: z.object({}),
  collections: [auditLog],
  build(ctx) {
    const api: AuditLog = createAuditLog(createAuditRepository(ctx.db), ctx.clock);
    return { api };
  },
});
