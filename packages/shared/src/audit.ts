import { z } from 'zod';
import { EmailSchema, IsoDateTimeSchema, ListQuerySchema, namedWithList } from './common';
import { backofficeMessages } from './messages';

/**
 * An action's name: `<target>.<verb>` (`seller.verify`, `bike.delete`); a bare `<target>`
 * (`bike`) asks for every action on that kind of record.
 */
export const AuditActionSchema = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[a-z][a-zA-Z-]*(\.[a-zA-Z-]+)?$/, backofficeMessages.audit.actionInvalid);

/** The audit log's filters (docs/domain.md#audit-log): each optional, all of them must hold. */
export const AuditQuerySchema = ListQuerySchema.extend({
  /** The acting administrator's email, exactly (case does not matter). */
  actor: EmailSchema.optional(),
  action: AuditActionSchema.optional(),
  /** The id of the record acted on: a user, a bike, an order, a message… */
  target: z.string().trim().min(1).max(100).optional(),
}).strict();
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const [AuditEntrySchema, AuditEntryListSchema] = namedWithList('AuditEntry', {
  _id: z.string(),
  action: z.string(),
  /** Null for operator tools run from a shell (granting the administrator role). */
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  at: IsoDateTimeSchema,
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
