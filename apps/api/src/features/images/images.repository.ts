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
  /**
   * A message's photo: private to that conversation's participants, never served by the public
   * GET /images/:id nor accepted as a bike photo.
   */
  conversationId?: string;
  /** A profile photo (square): set only as its uploader's photo, never as a bike photo. */
  avatar?: true;
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

/** Message photos are private (see `conversationId`): the public reads never match them. */
const PUBLIC_ONLY = { 'metadata.private': { $ne: true } };

export function createImagesRepository(db: Db) {
  const bucket = new GridFSBucket(db, { bucketName: IMAGES_BUCKET });
  // Indexes of `images.files` are declared in images.collections.ts (imageFiles).
  const files = db.collection<GridFSFile>(`${IMAGES_BUCKET}.files`);

  return {
    async store(data: Buffer, metadata: StoredImageMetadata): Promise<string> {
      const { parentId, ownerId, conversationId, ...rest } = metadata;
      const stored = {
        ...rest,
        ownerId: new ObjectId(ownerId),
        parentId: parentId ? new ObjectId(parentId) : null,
        ...(conversationId
          ? { conversationId: new ObjectId(conversationId), private: true, sent: false }
          : {}),
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
          ? { _id, 'metadata.size': 'large', ...PUBLIC_ONLY }
          : { 'metadata.parentId': _id, 'metadata.size': 'card', ...PUBLIC_ONLY };
      const file = await files.findOne(filter);
      return file ? toImageFile(file) : null;
    },

    /** A bike photo (`avatar: false`) or a profile photo (`avatar: true`) this owner uploaded. */
    async isOwnedBy(id: string, ownerId: string, avatar = false): Promise<boolean> {
      const filter = {
        _id: new ObjectId(id),
        'metadata.ownerId': new ObjectId(ownerId),
        'metadata.size': 'large',
        'metadata.avatar': avatar ? true : { $ne: true },
        ...PUBLIC_ONLY,
      };
      return (await files.countDocuments(filter, { limit: 1 })) === 1;
    },
    /**
     * Marks a conversation's photo sent, once: only its uploader, in that conversation, and never
     * twice (the conditional update decides a race of two messages).
     */
    async claimPrivate(id: string, conversationId: string, ownerId: string): Promise<boolean> {
      const result = await files.updateOne(
        {
          _id: new ObjectId(id),
          'metadata.private': true,
          'metadata.conversationId': new ObjectId(conversationId),
          'metadata.ownerId': new ObjectId(ownerId),
          'metadata.sent': false,
        },
        { $set: { 'metadata.sent': true } },
      );
      return result.modifiedCount === 1;
    },
    /** A conversation's photo as `viewerId` may see it: their own upload, or one sent to them. */
    async findPrivate(id: string, conversationId: string, viewerId: string) {
      const file = await files.findOne({
        _id: new ObjectId(id),
        'metadata.private': true,
        'metadata.conversationId': new ObjectId(conversationId),
        $or: [{ 'metadata.ownerId': new ObjectId(viewerId) }, { 'metadata.sent': true }],
      });
      return file ? toImageFile(file) : null;
    },
    /** Deletes a message's photo (never a public image); an id already gone is fine. */
    async removePrivate(id: string): Promise<void> {
      const filter = { _id: new ObjectId(id), 'metadata.private': true };
      if ((await files.countDocuments(filter, { limit: 1 })) === 0) return;
      await bucket.delete(filter._id).catch(() => undefined);
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
