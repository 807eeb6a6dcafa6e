import { z } from 'zod';

/** The spec's image host answered `{ data: { url } }`; ours keeps that shape (docs/domain.md#images). */
export const UploadImageResponseSchema = z.object({
  data: z.object({ url: z.string(), id: z.string() }),
});
export type UploadImageResponse = z.infer<typeof UploadImageResponseSchema>;
export const IMAGE_FIELD = 'image';
export const IMAGE_SIZES = ['card', 'large'] as const;
export const ImageQuerySchema = z.object({ size: z.enum(IMAGE_SIZES).optional() });
