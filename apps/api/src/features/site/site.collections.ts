import type { ObjectId } from 'mongodb';
import type { ContactTopic } from '@reride/shared';
import { defineCollection } from '../../core/collection-spec';

/** A message written on the Contact page (docs/domain.md#site-pages). */
export interface ContactMessageDoc {
  _id: ObjectId;
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  /** The sender's account when they were signed in; null for a visitor. */
  userId: ObjectId | null;
  createdAt: Date;
}

// Read newest first by `_id` alone: the default index serves the administrators' list.
export const contactMessages = defineCollection<ContactMessageDoc>('contact_messages', []);
