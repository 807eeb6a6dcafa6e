import { BikeFieldsSchema, IMAGE_MAX_BYTES, messages } from '@reride/shared';
import { z } from 'zod';

/** What the API's type sniffing accepts (it re-checks the bytes; this only saves a round trip). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const imageMessages = {
  tooLarge: 'Image must be at most 5 MB',
  wrongType: 'Image must be a JPEG, PNG or WebP file',
} as const;

const hasFile = (value: unknown): value is FileList =>
  typeof FileList !== 'undefined' && value instanceof FileList && value.length > 0;

/** The file input's FileList, narrowed to its one file. */
const ImageFileSchema = z
  .custom<FileList>(hasFile, { error: messages.validation.requiredField })
  .transform((list) => list[0] as File)
  .refine((file) => file.size <= IMAGE_MAX_BYTES, imageMessages.tooLarge)
  .refine(
    (file) => (IMAGE_TYPES as readonly string[]).includes(file.type),
    imageMessages.wrongType,
  );

/** Add a Product (SPEC §5): the shared fields the API validates too, plus the photo. */
export const AddProductFormSchema = BikeFieldsSchema.extend({ image: ImageFileSchema });
export type AddProductFormInput = z.input<typeof AddProductFormSchema>;
export type AddProductFormValues = z.output<typeof AddProductFormSchema>;
