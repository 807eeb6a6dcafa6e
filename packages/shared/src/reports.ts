import { z } from 'zod';
import { BikeSchema } from './bikes';

/** PATCH /reported/:bikeId: the reporter and time come from the server; a reason is optional. */
export const ReportBikeBodySchema = z.object({
  reason: z.string().trim().max(500).optional(),
});
export type ReportBikeBody = z.infer<typeof ReportBikeBodySchema>;

/** GET /reported: a bike as in the catalogue, with how many users reported it. */
export const ReportedBikeSchema = BikeSchema.extend({
  reportCount: z.number().int().nonnegative(),
}).meta({ id: 'ReportedBike' });
export type ReportedBike = z.infer<typeof ReportedBikeSchema>;
export const ReportedBikeListSchema = z.array(ReportedBikeSchema);
