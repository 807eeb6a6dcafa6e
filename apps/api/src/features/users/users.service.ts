import type { Clock } from '../../core/clock';
import type { z } from 'zod';
import {
  type Account,
  type AccountSettingsForm,
  type ProfilePhoto,
  type CreateUserBody,
  type CreateUserResponseSchema,
  type Role,
  type User,
  accountMessages,
  errorMessages,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import { signAccessToken, type AccessTokenSettings } from '../../core/access-token';
import type { IdentityProvider, VerifiedIdentity } from '../../core/identity';
import type { AuditLog } from '../audit/audit.service';
import type { UserRecord, UsersRepository } from './users.repository';
import { toVerification } from './seller-verification.service';

export interface UsersServiceDeps {
  repo: UsersRepository;
  identity: IdentityProvider;
  audit: AuditLog;
  config: AccessTokenSettings & { ADMIN_EMAILS: string[] };
  clock: Clock;
}

type CreateUserResponse = z.infer<typeof CreateUserResponseSchema>;

/** The role questions (`GET /admin|/buyer|/seller|/verify`; docs/domain.md#identity). */
export const ROLE_CHECKS = {
  isAdmin: (u: Caller) => u.roles.includes('Admin'),
  isBuyer: (u: Caller) => u.roles.includes('Buyer'),
  isSeller: (u: Caller) => u.roles.includes('Seller'),
  isSellerVerified: (u: Caller) => u.roles.includes('Seller') && u.verified,
} as const;
export type RoleCheck = keyof typeof ROLE_CHECKS;

export function toUserDto(user: Caller): User {
  const { _id, name, email, userType, roles, verified, createdAt } = user;
  return { _id, name, email, userType, roles, verified, createdAt: createdAt.toISOString() };
}

/** The caller's own view: their private phone and city too. */
export function toAccountDto(user: UserRecord): Account {
  const { phone = null, city = null, photo = null } = user;
  return { ...toUserDto(user), phone, city, photo, verification: toVerification(user) };
}

const notLive = () => new AppError('UNAUTHENTICATED', errorMessages.errors.accountRemoved);

const live = (user: UserRecord | null) => (user && user.deletedAt === null ? user : null);

function forbidRemoved(user: UserRecord): UserRecord {
  if (user.deletedAt) throw new AppError('FORBIDDEN', errorMessages.errors.accountRemoved);
  return user;
}

export function createUsersService({ repo, identity, audit, config, clock }: UsersServiceDeps) {
  const existing = (user: UserRecord): CreateUserResponse => ({
    acknowledged: true,
    insertedId: null,
    user: toUserDto(forbidRemoved(user)),
  });

  return {
    /**
     * First call inserts; later calls (every Google sign-in) change nothing. The email is the
     * token's; Admin is never chosen by the client, only granted through ADMIN_EMAILS.
     */
    async register(identity: VerifiedIdentity, body: CreateUserBody): Promise<CreateUserResponse> {
      if (body.email !== undefined && body.email !== identity.email) {
        throw new AppError('FORBIDDEN', errorMessages.errors.emailMismatch);
      }
      const found = await repo.findByEmail(identity.email);
      if (found) return existing(found);
      const userType: Role = config.ADMIN_EMAILS.includes(identity.email) ? 'Admin' : body.userType;
      const newUser = {
        firebaseUid: identity.uid,
        name: body.name,
        email: identity.email,
        userType,
      };
      const inserted = await repo.insert(newUser, clock());
      if (inserted)
        return { acknowledged: true, insertedId: inserted._id, user: toUserDto(inserted) };
      // Lost a race against a concurrent registration of the same email: answer as a repeat.
      const raced = await repo.findByEmail(identity.email);
      if (!raced) throw new Error(`User ${identity.email} vanished after a duplicate-key insert`);
      return existing(raced);
    },

    async issueAccessToken(identity: VerifiedIdentity, email: string) {
      if (email !== identity.email)
        throw new AppError('FORBIDDEN', errorMessages.errors.emailMismatch);
      const user = await repo.findByEmail(email);
      if (!user) throw new AppError('NOT_FOUND', errorMessages.errors.userNotFound);
      forbidRemoved(user);
      return { accessToken: signAccessToken(user, config, clock()) };
    },

    async findLiveUser(id: string): Promise<UserRecord | null> {
      return live(await repo.findById(id));
    },

    async getAccount(caller: Caller): Promise<Account> {
      const user = live(await repo.findById(caller._id));
      if (!user) throw notLive();
      return toAccountDto(user);
    },

    /** The name goes to Firebase first, so a failure there leaves both unchanged. */
    async updateAccount(caller: Caller, form: AccountSettingsForm): Promise<Account> {
      const user = live(await repo.findById(caller._id));
      if (!user) throw notLive();
      if (form.name !== user.name) await identity.renameUser(user.firebaseUid, form.name);
      const change = { name: form.name, phone: form.phone || null, city: form.city || null };
      const updated = await repo.updateAccount(user._id, change, clock());
      if (!updated) throw notLive();
      return toAccountDto(updated);
    },

    /** Sets or (null) removes the caller's photo; the images feature checks it is their own. */
    async setPhoto(userId: string, photo: ProfilePhoto | null): Promise<Account> {
      const updated = await repo.setPhoto(userId, photo, clock());
      if (!updated) throw notLive();
      return toAccountDto(updated);
    },

    /** A buyer also becomes a seller; a seller's repeat answers as it is, an admin is refused. */
    async becomeSeller(caller: Caller): Promise<Account> {
      if (caller.roles.includes('Admin')) {
        throw new AppError('CONFLICT', accountMessages.becomeSeller.adminsDoNot);
      }
      const updated = await repo.addSellerRole(caller._id, clock());
      if (updated) {
        await audit.record(caller, {
          action: 'user.becomeSeller',
          targetType: 'user',
          targetId: caller._id,
        });
        return toAccountDto(updated);
      }
      return this.getAccount(caller);
    },

    /** About the caller, or about anyone when the caller is an admin; unknown emails are false. */
    async checkRole(caller: Caller, email: string, check: RoleCheck): Promise<boolean> {
      if (caller.email === email) return ROLE_CHECKS[check](caller);
      if (caller.userType !== 'Admin')
        throw new AppError('FORBIDDEN', errorMessages.errors.forbidden);
      const target = live(await repo.findByEmail(email));
      return target !== null && ROLE_CHECKS[check](target);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
