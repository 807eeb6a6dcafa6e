import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, ObjectId, type Db, type GridFSFile } from 'mongodb';
import type { IMAGE_SIZES } from '@reride/shared';
import type { ImageType } from './image-type';

export type ImageSize = (typeof IMAGE_SIZES)[number];

export const IMAGES_BUCKET = 'images';

export interface StoredImageMetadata {
  ownerId: string;
  size: ImageSize;
  width: number;
  height: number;
  originalType: ImageType;
  /** The card file points at the large one, whose id is the image's public id. */
  parentId?: string;
}

export interface ImageFile {
  id: string;
  length: number;
  contentType: string;
}

const toImageFile = (file: GridFSFile): ImageFile => ({
  id: file._id.toHexString(),
  length: file.length,
  contentType: 'image/webp',
});

export function createImagesRepository(db: Db) {
  const bucket = new GridFSBucket(db, { bucketName: IMAGES_BUCKET });
  // Indexes of `images.files` are declared in db/collections.ts (imageFiles).
  const files = db.collection<GridFSFile>(`${IMAGES_BUCKET}.files`);

  return {
    async store(data: Buffer, metadata: StoredImageMetadata): Promise<string> {
      const { parentId, ownerId, ...rest } = metadata;
      const stored = {
        ...rest,
        ownerId: new ObjectId(ownerId),
        parentId: parentId ? new ObjectId(parentId) : null,
      };
      const upload = bucket.openUploadStream(`${metadata.size}.webp`, { metadata: stored });
      try {
        await pipeline(Readable.from([data]), upload);
      } catch (error) {
        // Chunks already written would otherwise stay orphaned in `images.chunks`.
        await bucket.delete(upload.id).catch(() => undefined);
        throw error;
      }
      return upload.id.toHexString();
    },

    /** The large file is the image itself; the card is found through its parent link. */
    async findFile(id: string, size: ImageSize): Promise<ImageFile | null> {
      const _id = new ObjectId(id);
      const filter =
        size === 'large'
          ? { _id, 'metadata.size': 'large' }
          : { 'metadata.parentId': _id, 'metadata.size': 'card' };
      const file = await files.findOne(filter);
      return file ? toImageFile(file) : null;
    },

    async isOwnedBy(id: string, ownerId: string): Promise<boolean> {
      const filter = {
        _id: new ObjectId(id),
        'metadata.ownerId': new ObjectId(ownerId),
        'metadata.size': 'large',
      };
      return (await files.countDocuments(filter, { limit: 1 })) === 1;
    },

    openDownload(fileId: string): Readable {
      return bucket.openDownloadStream(new ObjectId(fileId));
    },

    async remove(ids: string[]): Promise<void> {
      await Promise.all(ids.map((id) => bucket.delete(new ObjectId(id)).catch(() => undefined)));
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
