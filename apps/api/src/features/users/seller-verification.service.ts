import {
  type ModifyResult,
  type PublicVerification,
  type SellerVerification,
  type VerificationState,
  verificationMessages,
  errorMessages,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { Clock } from '../../core/clock';
import type { EventBus } from '../../core/events';
import type { IdentityProvider, PhoneIdentity } from '../../core/identity';
import type { AuditLog } from '../audit/audit.service';
import type { SellerVerificationRepository } from './seller-verification.repository';
import type { UserRecord, UsersRepository } from './users.repository';

const m = verificationMessages.verification;

/**
 * How old a separate phone-only sign-in may be: it proves the number only if the code was just
 * entered for this confirmation, not a session kept from earlier.
 */
export const PHONE_SIGN_IN_MAX_AGE_MS = 5 * 60 * 1000;

/** The criteria as the seller and the administrators see them (never who decided). */
export function toVerification(user: UserRecord): SellerVerification {
  const { phone, adminCheck, withdrawn } = user.verification ?? {};
  return {
    phone: phone ? { number: phone.number, confirmedAt: phone.confirmedAt.toISOString() } : null,
    adminCheck: adminCheck ? { at: adminCheck.at.toISOString() } : null,
    withdrawn: withdrawn ? { at: withdrawn.at.toISOString(), reason: withdrawn.reason } : null,
  };
}

/** What anyone sees beside the badge: which criteria hold now, never the number. */
export function toPublicVerification(user: UserRecord): PublicVerification {
  const { phone, adminCheck, withdrawn } = user.verification ?? {};
  return { numberConfirmed: Boolean(phone), checkedByReRide: Boolean(adminCheck && !withdrawn) };
}

const toState = (user: UserRecord): VerificationState => ({
  verified: user.verified,
  verification: toVerification(user),
});

/**
 * The Verified badge (docs/domain.md#seller-verification): a phone confirmed by a one-time code
 * through a Firebase phone sign-in, and an administrator's check, which waits for the phone;
 * an administrator may withdraw it with a reason. Checks and withdrawals are audited and told.
 */
export function createSellerVerificationService(deps: {
  repo: UsersRepository;
  verification: SellerVerificationRepository;
  identity: IdentityProvider;
  audit: AuditLog;
  clock: Clock;
  events: Pick<EventBus, 'publish'>;
}) {
  const { repo, verification, identity, audit, clock, events } = deps;

  /**
   * The caller's own Firebase account with the phone linked, or a separate phone-only account
   * made by this very sign-in (no email, signed in with the code minutes ago); anything else
   * proves nothing about the caller.
   */
  function isAuxiliary(phone: PhoneIdentity, now: Date): boolean {
    return (
      phone.email === null &&
      phone.signInProvider === 'phone' &&
      now.getTime() - phone.authTime.getTime() <= PHONE_SIGN_IN_MAX_AGE_MS
    );
  }

  /** A live seller (so never an administrator, who holds only that role); 404 otherwise. */
  async function getSeller(id: string): Promise<UserRecord> {
    const target = await repo.findById(id);
    if (!target || target.deletedAt || !target.roles.includes('Seller')) {
      throw new AppError('NOT_FOUND', errorMessages.errors.userNotFound);
    }
    return target;
  }

  return {
    async confirmPhone(caller: Caller, idToken: string): Promise<VerificationState> {
      const user = await repo.findById(caller._id);
      if (!user || user.deletedAt)
        throw new AppError('NOT_FOUND', errorMessages.errors.userNotFound);
      const phone = await identity.verifyPhoneToken(idToken);
      const now = clock();
      const own = phone.uid === user.firebaseUid;
      if (!own && !isAuxiliary(phone, now)) {
        throw new AppError('FORBIDDEN', m.tokenNotYours);
      }
      if (!phone.phoneNumber) {
        throw new AppError('VALIDATION_FAILED', m.tokenWithoutPhone, [
          { path: 'idToken', message: m.tokenWithoutPhone },
        ]);
      }
      if (await verification.findOtherWithPhone(phone.phoneNumber, user._id)) {
        throw new AppError('CONFLICT', m.phoneTaken);
      }
      const stored = await verification.confirmPhone(user._id, phone.phoneNumber, now);
      if (stored === 'taken') throw new AppError('CONFLICT', m.phoneTaken);
      if (!stored) throw new AppError('NOT_FOUND', errorMessages.errors.userNotFound);
      // The phone-only account served this confirmation only; nobody signs in with it again.
      if (!own) await identity.deleteUser(phone.uid);
      if (stored.verified && !user.verified) {
        await events.publish('user.verification-changed', {
          userId: user._id,
          event: 'verified',
          at: now,
        });
      }
      return toState(stored);
    },

    /** "Check seller": 409 until the phone is confirmed; a repeat answers modifiedCount 0. */
    async check(admin: Caller, id: string): Promise<ModifyResult> {
      const target = await getSeller(id);
      if (!target.verification?.phone) throw new AppError('CONFLICT', m.phoneNotConfirmed);
      const now = clock();
      const checked = await verification.check(id, admin._id, now);
      if (!checked) {
        const again = await repo.findById(id);
        if (!again || again.deletedAt) {
          throw new AppError('NOT_FOUND', errorMessages.errors.userNotFound);
        }
        return { acknowledged: true, modifiedCount: 0 };
      }
      await audit.record(admin, {
        action: 'seller.verify',
        targetType: 'seller',
        targetId: id,
        details: { email: target.email, phone: target.verification.phone.number },
      });
      await events.publish('user.verification-changed', { userId: id, event: 'verified', at: now });
      return { acknowledged: true, modifiedCount: 1 };
    },

    /** Withdraws a standing check, and the badge; 409 when none stands. */
    async withdraw(admin: Caller, id: string, reason: string): Promise<VerificationState> {
      const target = await getSeller(id);
      const now = clock();
      const withdrawn = await verification.withdraw(id, admin._id, reason, now);
      if (!withdrawn) throw new AppError('CONFLICT', m.notVerified);
      await audit.record(admin, {
        action: 'seller.withdrawVerification',
        targetType: 'seller',
        targetId: id,
        details: { email: target.email, reason },
      });
      await events.publish('user.verification-changed', {
        userId: id,
        event: 'verification_withdrawn',
        at: now,
        reason,
      });
      return toState(withdrawn);
    },
  };
}

export type SellerVerificationService = ReturnType<typeof createSellerVerificationService>;
