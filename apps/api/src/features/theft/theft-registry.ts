import { serialNearKeys } from '@reride/shared';
import type { TheftRepository } from './theft.repository';

/** A registry's answer about one serial key (docs/domain.md#frame-serials). */
export type RegistryAnswer =
  | { status: 'clean' }
  | { status: 'match'; exact: boolean; source: string; ref: string }
  | { status: 'unreachable' };

/** A register of stolen bikes, asked by the normalised serial key. */
export interface TheftRegistry {
  check(serialKey: string): Promise<RegistryAnswer>;
}

/** Our own registry: reports of our users that an administrator confirmed. */
export function localRegistry(reports: Pick<TheftRepository, 'confirmedMatch'>): TheftRegistry {
  return {
    async check(serialKey) {
      const match = await reports.confirmedMatch(serialKey, serialNearKeys(serialKey));
      return match
        ? { status: 'match', exact: match.exact, source: 'reride', ref: match.id }
        : { status: 'clean' };
    },
  };
}

/**
 * Several registries asked in turn: the first match wins; clean only when every one answered
 * clean, so one that could not be reached leaves the serial not checked.
 */
export function registries(list: TheftRegistry[]): TheftRegistry {
  return {
    async check(serialKey) {
      let unreachable = false;
      for (const registry of list) {
        const answer = await registry.check(serialKey);
        if (answer.status === 'match') return answer;
        if (answer.status === 'unreachable') unreachable = true;
      }
      return unreachable ? { status: 'unreachable' } : { status: 'clean' };
    },
  };
}
