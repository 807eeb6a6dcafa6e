import { z } from 'zod';

/** PATCH /reported/:bikeId: the reporter and time come from the server; a reason is optional. */
export const ReportBikeBodySchema = z.object({
  reason: z.string().trim().max(500).optional(),
});
export type ReportBikeBody = z.infer<typeof ReportBikeBodySchema>;
