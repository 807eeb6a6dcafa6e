import type { Clock } from '../../core/clock';
import type { AnswerTimesRepository } from './answer-times.repository';
import type { ConversationsRepository } from './conversations.repository';

/** How many of a person's latest first answers the median is taken over. */
export const ANSWER_TIMES_KEPT = 20;
/** Fewer answered conversations than this and the profile shows no answer time at all. */
export const ANSWER_TIMES_SHOWN_FROM = 3;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Sellers' first-answer times (docs/domain.md#public-profiles): when a seller's message is the
 * first answer to a conversation's opening question, its time joins their stored times and the
 * median is written again. The conversation's conditional `answeredAt` counts it once; a crash
 * between that mark and the push loses that one time, which a median of many shrugs off.
 */
export function createAnswerTimes(deps: {
  conversations: Pick<ConversationsRepository, 'markAnswered'>;
  repo: AnswerTimesRepository;
  clock: Clock;
}) {
  const { conversations, repo, clock } = deps;
  return {
    async onMessage(conversationId: string, from: 'buyer' | 'seller', at: Date): Promise<void> {
      if (from !== 'seller') return;
      const answer = await conversations.markAnswered(conversationId, at);
      if (!answer) return;
      const doc = await repo.push(answer.sellerId, answer.afterMs, ANSWER_TIMES_KEPT, clock());
      await repo.setMedian(answer.sellerId, doc.version, median(doc.recentMs));
    },

    /** The median in whole minutes, or null below ANSWER_TIMES_SHOWN_FROM answered conversations. */
    async medianMinutesOf(userId: string): Promise<number | null> {
      const doc = await repo.find(userId);
      if (!doc || doc.answered < ANSWER_TIMES_SHOWN_FROM) return null;
      return Math.round(doc.medianMs / 60_000);
    },
  };
}

export type AnswerTimes = ReturnType<typeof createAnswerTimes>;
