import type { Readable } from 'node:stream';
import type { UploadImageResponse } from '@reride/shared';
import { AppError } from '../../core/app-error';
import { ImageRejectedError, processImage, type ProcessedImage } from './image-processing';
import { sniffImageType, type ImageType } from './image-type';
import type { ImageSize, ImagesRepository } from './images.repository';

export const imageMessages = {
  missing: 'Please choose an image to upload',
  unsupportedType: 'Image must be a JPEG, PNG or WebP file',
  tooLarge: 'Image must be at most 5 MB',
  tooManyFiles: 'Upload one image at a time',
  tooManyPixels: 'Image must be at most 40 megapixels',
  unreadable: 'The image could not be read',
  notFound: 'Image not found',
} as const;

export interface ImageDownload {
  length: number;
  contentType: string;
  etag: string;
  /** Opened only when the body is really sent (not on 304). */
  open: () => Readable;
}

async function processOrReject(bytes: Buffer): Promise<ProcessedImage> {
  try {
    return await processImage(bytes);
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    const message =
      error.reason === 'too-many-pixels' ? imageMessages.tooManyPixels : imageMessages.unreadable;
    throw new AppError('VALIDATION_FAILED', message);
  }
}

export function createImagesService(deps: { images: ImagesRepository; publicApiUrl: string }) {
  const { images } = deps;

  /** Large first, then the card linked to it; a failure removes whatever was written. */
  async function storeBoth(ownerId: string, image: ProcessedImage, originalType: ImageType) {
    const common = { ownerId, originalType };
    const { large, card } = image;
    const id = await images.store(large.data, {
      ...common,
      size: 'large',
      width: large.width,
      height: large.height,
    });
    try {
      const meta = { ...common, size: 'card' as const, width: card.width, height: card.height };
      await images.store(card.data, { ...meta, parentId: id });
    } catch (error) {
      await images.remove([id]);
      throw error;
    }
    return id;
  }

  return {
    async upload(ownerId: string, bytes: Buffer | undefined): Promise<UploadImageResponse> {
      if (!bytes) throw new AppError('VALIDATION_FAILED', imageMessages.missing);
      const type = sniffImageType(bytes);
      if (!type) throw new AppError('VALIDATION_FAILED', imageMessages.unsupportedType);
      const processed = await processOrReject(bytes);
      const id = await storeBoth(ownerId, processed, type);
      return { data: { url: `${deps.publicApiUrl}/images/${id}`, id } };
    },

    async getImage(id: string, size: ImageSize = 'large'): Promise<ImageDownload> {
      const file = await images.findFile(id, size);
      if (!file) throw new AppError('NOT_FOUND', imageMessages.notFound);
      return {
        length: file.length,
        contentType: file.contentType,
        // GridFS files never change, so their id is a strong validator.
        etag: `"${file.id}"`,
        open: () => images.openDownload(file.id),
      };
    },

    /** POST /bikes accepts only an image its seller uploaded. */
    isOwnedBy: (id: string, ownerId: string) => images.isOwnedBy(id, ownerId),
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
