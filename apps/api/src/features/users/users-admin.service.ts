import type { Clock } from '../../core/clock';
import { type DeleteResult, type ManagedUser, errorMessages } from '@reride/shared';
import type { Page, PageQuery } from '../../core/keyset-page';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { AuditLog } from '../audit/audit.service';
import type { IdentityProvider } from '../../core/identity';
import type { AccessEndings } from './access-endings';
import type { UserRecord, UsersRepository } from './users.repository';
import { toManagedUser } from './user-sanctions.service';

export type { RemovedUser } from './access-endings';

export type ManagedUserType = 'Buyer' | 'Seller';

export interface UsersAdminServiceDeps {
  repo: UsersRepository;
  audit: AuditLog;
  identity: IdentityProvider;
  clock: Clock;
  endings: AccessEndings;
}

const targetType = (type: ManagedUserType) => (type === 'Seller' ? 'seller' : 'buyer');

export function createUsersAdminService(deps: UsersAdminServiceDeps) {
  const { repo, audit, identity, clock, endings } = deps;

  /** A live user holding this role; admins are never targets. */
  async function getTarget(admin: Caller, id: string, type: ManagedUserType): Promise<UserRecord> {
    const target = await repo.findById(id);
    if (!target || target.deletedAt)
      throw new AppError('NOT_FOUND', errorMessages.errors.userNotFound);
    if (target.userType === 'Admin' || target._id === admin._id) {
      throw new AppError('FORBIDDEN', errorMessages.errors.forbidden);
    }
    if (!target.roles.includes(type))
      throw new AppError('NOT_FOUND', errorMessages.errors.userNotFound);
    return target;
  }

  return {
    /** A page of live users, each with their sanction now (docs/domain.md#sanctions). */
    async listUsers(type: ManagedUserType, query: PageQuery): Promise<Page<ManagedUser>> {
      const page = await repo.listLive(type, query);
      const now = clock();
      return { ...page, items: page.items.map((user) => toManagedUser(user, now)) };
    },

    /**
     * Soft removal: Firebase sign-in disabled, the user marked removed, then `user.access-revoked`
     * (their live streams end on every process) and `user.removed` told (a removed seller's bikes
     * leave every list, their conversations close).
     */
    async removeUser(admin: Caller, id: string, type: ManagedUserType): Promise<DeleteResult> {
      const target = await getTarget(admin, id, type);
      await identity.disableUser(target.firebaseUid);
      const at = clock();
      const changed = await repo.markRemoved(id, type, admin._id, at);
      if (changed) {
        await audit.record(admin, {
          action: `${targetType(type)}.remove`,
          targetType: targetType(type),
          targetId: id,
          details: { email: target.email },
        });
        await endings.tell({ ...target, deletedBy: admin._id, deletedAt: at }, at);
      }
      return { acknowledged: true, deletedCount: changed ? 1 : 0 };
    },
  };
}

export type UsersAdminService = ReturnType<typeof createUsersAdminService>;

/** The `admin:grant` CLI: null when no live user has this email. */
export async function grantAdmin(
  { repo, audit, clock }: Pick<UsersAdminServiceDeps, 'repo' | 'audit' | 'clock'>,
  email: string,
): Promise<UserRecord | null> {
  const user = await repo.findByEmail(email);
  if (!user || user.deletedAt) return null;
  if (user.userType !== 'Admin') {
    await repo.promoteToAdmin([email], clock());
    await audit.record(
      { _id: null, email: 'cli:admin:grant' },
      { action: 'user.grantAdmin', targetType: 'user', targetId: user._id, details: { email } },
    );
  }
  return { ...user, userType: 'Admin', roles: ['Admin'] };
}
