import type { Clock } from '../../core/clock';
import type { DomainEvents } from '../../core/domain-events';
import type { EventBus } from '../../core/events';
import type { IdentityProvider } from '../../core/identity';
import type { UserRecord, UsersRepository } from './users.repository';

/** What the other features hear of a removal (`user.removed`), e.g. to hide a seller's bikes. */
export type RemovedUser = DomainEvents['user.removed'];

/** A person who deleted their own account: the deletion's mark names themselves as its author. */
const isSelfDeleted = (user: UserRecord) => user.deletedBy === user._id;

/**
 * Tells the end of a user's access: `user.access-revoked`, then `user.removed` (an
 * administrator's removal) or `user.deleted` (the person's own deletion). The mark it was stored
 * with (`removalDue`) is cleared once every subscriber took it; while a failure keeps it, the
 * `users.removal-repair` job tells it again, so subscribers must be idempotent.
 */
export function createAccessEndings(deps: {
  repo: UsersRepository;
  events: Pick<EventBus, 'publish'>;
}) {
  const { repo, events } = deps;

  async function tell(user: UserRecord, due: Date): Promise<void> {
    const deleted = isSelfDeleted(user);
    // The ending's own time, whatever the repair's mark says: one end, stored once.
    const at = user.deletedAt ?? due;
    // Access ends first: the user's open streams close before the rest is tidied up.
    const revoked = await events.publish('user.access-revoked', {
      userId: user._id,
      reason: deleted ? 'deleted' : 'removed',
      at,
    });
    const { failed } = deleted
      ? await events.publish('user.deleted', { userId: user._id, at })
      : await events.publish('user.removed', {
          userId: user._id,
          userType: user.userType === 'Seller' ? 'Seller' : 'Buyer',
          email: user.email,
          removedBy: user.deletedBy ?? '',
        });
    if (revoked.failed.length + failed.length === 0) await repo.clearRemovalDue(user._id, due);
  }

  return {
    tell,
    /** The `users.removal-repair` job: endings marked before `before` and not yet all told. */
    async repair(before: Date, limit: number): Promise<number> {
      const due = await repo.findRemovalDue(before, limit);
      for (const user of due) if (user.removalDue) await tell(user, user.removalDue);
      return due.length;
    },
  };
}

export type AccessEndings = ReturnType<typeof createAccessEndings>;

/**
 * A person deletes their own account (docs/domain.md#leaving): the Firebase account goes first,
 * so no new sign-in reaches the old account; then the user is anonymised and the ending told.
 * False when the user was no longer live (a repeat).
 */
export function createAccountDeletion(deps: {
  repo: UsersRepository;
  identity: IdentityProvider;
  clock: Clock;
  endings: AccessEndings;
}) {
  const { repo, identity, clock, endings } = deps;
  return async (userId: string): Promise<boolean> => {
    const user = await repo.findById(userId);
    if (!user || user.deletedAt) return false;
    await identity.deleteUser(user.firebaseUid);
    const at = clock();
    const deleted = await repo.markDeleted(userId, at);
    if (deleted) await endings.tell(deleted, at);
    return deleted !== null;
  };
}
