import { BikeFieldsSchema, IMAGE_MAX_BYTES, MAX_BIKE_IMAGES, messages } from '@reride/shared';
import { z } from 'zod';

/** What the API's type sniffing accepts (it re-checks the bytes; this only saves a round trip). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const imageMessages = {
  tooLarge: 'Image must be at most 5 MB',
  wrongType: 'Image must be a JPEG, PNG or WebP file',
} as const;

/** Why a chosen file cannot be a photo of the bike, or null when it can. */
export function imageProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return imageMessages.wrongType;
  if (file.size > IMAGE_MAX_BYTES) return imageMessages.tooLarge;
  return null;
}

const isFile = (value: unknown): value is File =>
  typeof File !== 'undefined' && value instanceof File;

/** The photos in display order, the cover first: 1 to 6 files the API will accept. */
const PhotosSchema = z
  .array(z.custom<File>(isFile), { error: messages.validation.requiredField })
  .min(1, messages.validation.requiredField)
  .max(MAX_BIKE_IMAGES, messages.validation.imagesTooMany)
  .superRefine((files, ctx) => {
    const problem = files.map(imageProblem).find(Boolean);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Add a Product (docs/domain.md#validation): the shared fields the API validates too, plus the photos. */
export const AddProductFormSchema = BikeFieldsSchema.extend({ images: PhotosSchema });
export type AddProductFormInput = z.input<typeof AddProductFormSchema>;
export type AddProductFormValues = z.output<typeof AddProductFormSchema>;
