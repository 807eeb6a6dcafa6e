import { BikeFieldsSchema, IMAGE_MAX_BYTES, MAX_BIKE_IMAGES, commonMessages } from '@reride/shared';
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

/** How each accepted type's bytes begin; null is any byte (WebP's RIFF size). */
const SIGNATURES: readonly (readonly (number | null)[])[] = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
];

/** The first `count` bytes of a file, through FileReader, which every browser (and jsdom) has. */
function firstBytes(file: File, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

/**
 * Why a file that passed `imageProblem` still cannot be a photo: its bytes are not a JPEG, PNG or
 * WebP (a text file renamed .jpg), told when it is chosen rather than when the form is sent.
 */
export async function imageBytesProblem(file: File): Promise<string | null> {
  // An unreadable file cannot be uploaded either.
  const head = await firstBytes(file, 12).catch(() => new Uint8Array());
  const matches = (signature: readonly (number | null)[]) =>
    signature.every((byte, i) => byte === null || head[i] === byte);
  return SIGNATURES.some(matches) ? null : imageMessages.wrongType;
}

const isFile = (value: unknown): value is File =>
  typeof File !== 'undefined' && value instanceof File;

/** The photos in display order, the cover first: 1 to 6 files the API will accept. */
const PhotosSchema = z
  .array(z.custom<File>(isFile), { error: commonMessages.validation.requiredField })
  .min(1, commonMessages.validation.requiredField)
  .max(MAX_BIKE_IMAGES, commonMessages.validation.imagesTooMany)
  .superRefine((files, ctx) => {
    const problem = files.map(imageProblem).find(Boolean);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Add a Product (docs/domain.md#validation): the shared fields the API validates too, plus the photos. */
export const AddProductFormSchema = BikeFieldsSchema.extend({ images: PhotosSchema });
export type AddProductFormInput = z.input<typeof AddProductFormSchema>;
export type AddProductFormValues = z.output<typeof AddProductFormSchema>;

/**
 * Edit a listing (docs/domain.md#editing): the same shared fields; the photos are changed on
 * their own, so the form carries none.
 */
export const EditProductFormSchema = BikeFieldsSchema.extend({
  images: z.array(z.custom<File>(isFile)).max(0),
});
