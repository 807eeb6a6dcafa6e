import { contract, TODO_KINDS } from '@reride/shared';
import { z } from 'zod';
import { defineFeature } from '../../core/feature';
import type { TodoSource } from '../../core/todos';
import type { Guards } from '../../http/auth';
import { contractRouter } from '../../http/endpoint';

export interface OverviewNeeds {
  guards: Guards;
  /** Each feature's part of the to-dos (core/todos.ts). */
  todos: TodoSource[];
}

/**
 * The dashboard's Overview (docs/domain.md#dashboard): what waits for the caller, gathered from
 * the features that know, in one fixed order whatever the order of the sources.
 */
export const overviewFeature = defineFeature({
  name: 'overview',
  settings: z.object({}),
  collections: [],
  build(_ctx, needs: OverviewNeeds) {
    const { router, bind } = contractRouter(needs.guards);
    bind(contract.listTodos, async ({ caller }) => {
      const parts = await Promise.all(needs.todos.map((source) => source(caller)));
      const rank = (kind: string) => TODO_KINDS.indexOf(kind as (typeof TODO_KINDS)[number]);
      return parts.flat().sort((a, b) => rank(a.kind) - rank(b.kind));
    });
    return { routes: { json: [router] }, api: {} };
  },
});
