import type { Readable } from 'node:stream';
import { type UploadImageResponse, conversationMessages } from '@reride/shared';
import { AppError } from '../../core/app-error';
import {
  ImageRejectedError,
  processAvatar,
  processImage,
  processPhoto,
  type ProcessedImage,
} from './image-processing';
import { sniffImageType, type ImageType } from './image-type';
import type { ImageFile, ImageSize, ImagesRepository } from './images.repository';

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

/** The upload's type from its bytes, then `process`; refusals are 400 with the reason in words. */
async function processOrReject<T>(
  bytes: Buffer | undefined,
  process: (bytes: Buffer) => Promise<T>,
): Promise<{ type: ImageType; processed: T }> {
  if (!bytes) throw new AppError('VALIDATION_FAILED', imageMessages.missing);
  const type = sniffImageType(bytes);
  if (!type) throw new AppError('VALIDATION_FAILED', imageMessages.unsupportedType);
  try {
    return { type, processed: await process(bytes) };
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    const message =
      error.reason === 'too-many-pixels' ? imageMessages.tooManyPixels : imageMessages.unreadable;
    throw new AppError('VALIDATION_FAILED', message);
  }
}

export function createImagesService(deps: { images: ImagesRepository; publicApiUrl: string }) {
  const { images } = deps;

  function toDownload(file: ImageFile): ImageDownload {
    return {
      length: file.length,
      contentType: file.contentType,
      // GridFS files never change, so their id is a strong validator.
      etag: `"${file.id}"`,
      open: () => images.openDownload(file.id),
    };
  }

  /** Large first, then the card linked to it; a failure removes whatever was written. */
  async function storeBoth(
    ownerId: string,
    image: ProcessedImage,
    originalType: ImageType,
    avatar: boolean,
  ) {
    const common = { ownerId, originalType, ...(avatar ? { avatar: true as const } : {}) };
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

  /** A bike photo or a profile photo: checked, re-encoded in both sizes and stored public. */
  async function uploadPublic(ownerId: string, bytes: Buffer | undefined, avatar: boolean) {
    const process = avatar ? processAvatar : processImage;
    const { type, processed } = await processOrReject(bytes, process);
    const id = await storeBoth(ownerId, processed, type, avatar);
    return { data: { url: `${deps.publicApiUrl}/images/${id}`, id } };
  }

  return {
    upload: (ownerId: string, bytes: Buffer | undefined): Promise<UploadImageResponse> =>
      uploadPublic(ownerId, bytes, false),
    /** A profile photo, cropped square; PUT /users/me/photo sets it (docs/domain.md#accounts). */
    uploadAvatar: (ownerId: string, bytes: Buffer | undefined): Promise<UploadImageResponse> =>
      uploadPublic(ownerId, bytes, true),

    async getImage(id: string, size: ImageSize = 'large'): Promise<ImageDownload> {
      const file = await images.findFile(id, size);
      if (!file) throw new AppError('NOT_FOUND', imageMessages.notFound);
      return toDownload(file);
    },

    /** A message's photo, checked and re-encoded like a bike photo, stored private. */
    async uploadPrivate(ownerId: string, conversationId: string, bytes: Buffer | undefined) {
      const { type, processed } = await processOrReject(bytes, processPhoto);
      const { data, width, height } = processed;
      const meta = { ownerId, conversationId, size: 'large' as const, width, height };
      return images.store(data, { ...meta, originalType: type });
    },
    claimPrivate: (id: string, conversationId: string, ownerId: string) =>
      images.claimPrivate(id, conversationId, ownerId),
    async getPrivate(id: string, conversationId: string, viewerId: string) {
      const file = await images.findPrivate(id, conversationId, viewerId);
      if (!file) throw new AppError('NOT_FOUND', conversationMessages.conversations.photoNotFound);
      return toDownload(file);
    },
    removePrivate: (id: string) => images.removePrivate(id),

    /** POST /bikes accepts only an image its seller uploaded. */
    isOwnedBy: (id: string, ownerId: string) => images.isOwnedBy(id, ownerId),
    /** PUT /users/me/photo accepts only a profile photo the caller uploaded. */
    isAvatarOwnedBy: (id: string, ownerId: string) => images.isOwnedBy(id, ownerId, true),
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
