import type { ObjectId } from 'mongodb';
import { defineCollection } from '../../core/collection-spec';

export interface CategoryDoc {
  _id: ObjectId;
  title: string;
  text: string;
  img: string;
  isNew: boolean;
}

export const categories = defineCollection<CategoryDoc>('categories', []);
