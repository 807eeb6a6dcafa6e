import { z } from 'zod';

/**
 * What waits for the caller (docs/domain.md#dashboard): the Overview's to-do list, each kind with
 * how many and where to go. A kind with nothing waiting is left out.
 */
const BUYERS = ['pay', 'confirm_receipt'] as const;
const SELLERS = ['answer_cancel_request', 'answer_dispute'] as const;
const BUYERS_AND_SELLERS = ['read_messages'] as const;
const ADMINS = ['decide_dispute', 'review_reported_bikes', 'review_reported_messages'] as const;
/** Every kind, in the order the Overview lists them. */
export const TODO_KINDS = [...BUYERS, ...SELLERS, ...BUYERS_AND_SELLERS, ...ADMINS] as const;
export const TodoKindSchema = z.enum(TODO_KINDS);
export type TodoKind = z.infer<typeof TodoKindSchema>;

export const TodoSchema = z.object({
  kind: TodoKindSchema,
  count: z.number().int().positive(),
});
export type Todo = z.infer<typeof TodoSchema>;

export const TodoListSchema = z.array(TodoSchema).meta({ id: 'TodoList' });
