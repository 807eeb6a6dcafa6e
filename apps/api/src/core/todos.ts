import type { Todo } from '@reride/shared';
import type { Caller } from './caller';

/**
 * A feature's part of the Overview's to-dos (features/overview): what waits for `caller` in
 * that feature, kinds with nothing waiting left out. Each source counts from indexed fields.
 */
/** Counted no further: the Overview says "100" for a hundred or more. */
export const TODO_COUNT_CAP = 100;

export type TodoSource = (caller: Caller) => Promise<Todo[]>;

/** The non-empty counts as to-dos, in the order given. */
export function todosOf(counts: Array<[Todo['kind'], number]>): Todo[] {
  return counts.filter(([, count]) => count > 0).map(([kind, count]) => ({ kind, count }));
}
