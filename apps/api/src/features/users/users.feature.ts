import { z } from 'zod';
import { commaList } from '../../core/settings';
import { defineFeature } from '../../core/feature';
import type { MetricCounter } from '../../core/metric-counts';
import { createUserMetrics } from './user-metrics.repository';
import { createGuards, type Guards } from '../../http/auth';
import type { AuditLog } from '../audit/audit.service';
import { createAccessEndings, createAccountDeletion } from './access-endings';
import { createSellerVerificationRepository } from './seller-verification.repository';
import { createSellerVerificationRouter } from './seller-verification.router';
import { createSellerVerificationService } from './seller-verification.service';
import { createUserSanctionsRepository } from './user-sanctions.repository';
import { createUserSanctionsRouter } from './user-sanctions.router';
import { createUserSanctionsService } from './user-sanctions.service';
import { createUsersAdminRouter } from './users-admin.router';
import { createUsersAdminService } from './users-admin.service';
import { users } from './users.collections';
import { createUsersRepository, type UsersRepository } from './users.repository';
import { createUsersRouter } from './users.router';
import { createUsersService, type UsersService } from './users.service';

/** Removals and deletions told again per run; one younger than a minute may still be in its own request. */
const REPAIR_BATCH = 100;
const REPAIR_AFTER_MS = 60_000;
const REPAIR_INTERVAL_MS = 60_000;

export const UsersSettingsSchema = z.object({
  /** Signed up as Admin, and promoted at every start-up (server.ts). */
  ADMIN_EMAILS: commaList(z.string().toLowerCase().pipe(z.email())),
});

export interface UsersApi {
  /** Who may call: every router binds its routes with them (http/auth.ts). */
  guards: Guards;
  findById: UsersRepository['findById'];
  /** False once the user may no longer call (removed): what outlives a request asks it. */
  isLive: (id: string) => Promise<boolean>;
  setEmailSettings: UsersRepository['setEmailSettings'];
  findSellerVerification: UsersRepository['findSellerVerification'];
  findSellerProfile: UsersRepository['findSellerProfile'];
  /** Sellers' account phones: their contact where a listing has none (features/bikes). */
  findPhones: UsersRepository['findPhones'];
  /** PUT and DELETE /users/me/photo, answered by the images feature that owns the upload. */
  setPhoto: UsersService['setPhoto'];
  /** The person deletes their own account (features/account asks first what refuses it). */
  deleteAccount: (userId: string) => Promise<boolean>;
  /** Who hears of new disputes, reports and contact messages (features/notifications). */
  liveAdminIds: UsersRepository['liveAdminIds'];
  /** Accounts made in a day range, for the dashboard's rollups (features/backoffice). */
  countMetrics: MetricCounter;
}

/** Accounts, roles, access tokens and their removal (docs/domain.md#identity). */
export const usersFeature = defineFeature({
  name: 'users',
  settings: UsersSettingsSchema,
  collections: [users],
  build(ctx, needs: { audit: AuditLog }) {
    const { db, clock, identity, events } = ctx;
    const repo = createUsersRepository(db);
    const config = { ...ctx.accessTokens, ADMIN_EMAILS: ctx.settings.ADMIN_EMAILS };
    const service = createUsersService({ repo, identity, audit: needs.audit, config, clock });
    // Made here, since the live caller of every request is a user of this feature's.
    const guards = createGuards({
      config: ctx.accessTokens,
      identity,
      clock,
      findLiveUser: (id) => service.findLiveUser(id),
    });
    const endings = createAccessEndings({ repo, events });
    const usersAdmin = createUsersAdminService({
      repo,
      audit: needs.audit,
      identity,
      clock,
      endings,
    });
    const sanctions = createUserSanctionsService({
      repo,
      sanctions: createUserSanctionsRepository(db),
      audit: needs.audit,
      clock,
      events,
    });
    const verification = createSellerVerificationService({
      repo,
      verification: createSellerVerificationRepository(db),
      identity,
      audit: needs.audit,
      clock,
      events,
    });
    const repair = () =>
      endings.repair(new Date(clock().getTime() - REPAIR_AFTER_MS), REPAIR_BATCH);
    const api: UsersApi = {
      guards,
      findById: (id) => repo.findById(id),
      isLive: async (id) => (await service.findLiveUser(id)) !== null,
      setEmailSettings: (id, settings, now) => repo.setEmailSettings(id, settings, now),
      findSellerVerification: (ids) => repo.findSellerVerification(ids),
      findSellerProfile: (id) => repo.findSellerProfile(id),
      findPhones: (ids) => repo.findPhones(ids),
      setPhoto: (id, photo) => service.setPhoto(id, photo),
      liveAdminIds: (limit) => repo.liveAdminIds(limit),
      countMetrics: createUserMetrics(db),
      deleteAccount: createAccountDeletion({ repo, identity, clock, endings }),
    };
    return {
      routes: {
        json: [
          createUsersRouter({ guards, users: service }),
          createUsersAdminRouter({ guards, usersAdmin }),
          createUserSanctionsRouter({ guards, sanctions }),
          createSellerVerificationRouter({ guards, verification }),
        ],
      },
      jobs: [
        {
          name: 'users.removal-repair',
          intervalMs: REPAIR_INTERVAL_MS,
          jitterMs: REPAIR_INTERVAL_MS / 10,
          run: repair,
        },
      ],
      api,
    };
  },
});
