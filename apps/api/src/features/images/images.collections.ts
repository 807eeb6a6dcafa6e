import type { Document } from 'mongodb';
import { defineCollection } from '../../core/collection-spec';

/**
 * GridFS bucket `images`: the driver's own indexes (created here too, since the tests drop
 * collections under a long-lived bucket), the card found by its parent, ownership (POST /bikes).
 */
export const imageFiles = defineCollection<Document>('images.files', [
  { key: { filename: 1, uploadDate: 1 }, name: 'filename_1_uploadDate_1' },
  { key: { 'metadata.parentId': 1 }, name: 'metadata_parentId' },
  { key: { 'metadata.ownerId': 1, _id: 1 }, name: 'metadata_ownerId__id' },
]);
export const imageChunks = defineCollection<Document>('images.chunks', [
  { key: { files_id: 1, n: 1 }, name: 'files_id_1_n_1', unique: true },
]);
