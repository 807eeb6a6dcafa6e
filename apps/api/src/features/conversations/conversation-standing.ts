import { type ConversationState, conversationMessages } from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { PairBlocks } from './blocks.repository';
import type { ConversationRecord, ConversationsRepository } from './conversations.repository';

/** Whether a conversation can be written, as its caller sees it (docs/domain.md#reports-and-blocks). */
export interface Standing {
  state: ConversationState;
  blockedByMe: boolean;
}

/** The participant who is not `userId`. */
export function otherParticipant(c: ConversationRecord, userId: string): string {
  return c.buyerId === userId ? c.sellerId : c.buyerId;
}

/**
 * The caller's conversation, for both services that act on one: to anyone but its two
 * participants, admins included, it does not exist (404).
 */
export async function findMine(
  repo: Pick<ConversationsRepository, 'findFor'>,
  caller: Caller,
  id: string,
): Promise<ConversationRecord> {
  const conversation = await repo.findFor(id, caller._id);
  if (!conversation) throw new AppError('NOT_FOUND', conversationMessages.conversations.notFound);
  return conversation;
}

/** Closed outlasts any block: a removed user never comes back. */
export function standingOf(c: Pick<ConversationRecord, 'closedAt'>, blocks: PairBlocks): Standing {
  if (c.closedAt) return { state: 'closed', blockedByMe: blocks.byMe };
  return { state: blocks.byMe || blocks.byThem ? 'blocked' : 'open', blockedByMe: blocks.byMe };
}

export const blockedError = () =>
  new AppError('CONFLICT', conversationMessages.conversations.blocked);

/** Nothing is written in a closed or blocked conversation (409, nothing stored). */
export function assertWritable(standing: Standing): void {
  if (standing.state === 'closed')
    throw new AppError('CONFLICT', conversationMessages.conversations.closed);
  if (standing.state === 'blocked') throw blockedError();
}
