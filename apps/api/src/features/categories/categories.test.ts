import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES, commonMessages, errorMessages } from '@reride/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

describe('GET /categories', () => {
  it('returns the three fixed categories with their ids', async () => {
    const res = await t.request.get('/categories').expect(200);
    expect(res.body).toEqual(CATEGORIES.map((c) => ({ ...c })));
  });
});

describe('GET /category-titles/:id', () => {
  it('returns the category of a known id', async () => {
    const kids = CATEGORIES[2];
    const res = await t.request.get(`/category-titles/${kids._id}`).expect(200);
    expect(res.body).toEqual({ ...kids });
  });

  it('answers an id of the original catalogue with our category (docs/domain.md#aliases)', async () => {
    const res = await t.request.get('/category-titles/63b91e93cf6d241d3e4d39ff').expect(200);
    expect(res.body).toEqual({ ...CATEGORIES[1] });
  });

  it('returns 404 NOT_FOUND for an unknown id', async () => {
    const res = await t.request.get('/category-titles/0123456789abcdef01234567').expect(404);
    expect(res.body).toEqual({
      message: errorMessages.errors.categoryNotFound,
      code: 'NOT_FOUND',
    });
  });

  it('returns 400 VALIDATION_FAILED for a malformed id', async () => {
    const res = await t.request.get('/category-titles/not-an-id').expect(400);
    expect(res.body).toEqual({
      message: commonMessages.validation.invalidId,
      code: 'VALIDATION_FAILED',
      details: [{ path: 'id', message: commonMessages.validation.invalidId }],
    });
  });

  it('keeps the ids stable when the categories are seeded again', async () => {
    const { seedCategories } = await import('./categories.repository');
    await seedCategories(t.db);
    expect(await t.db.collection('categories').countDocuments()).toBe(3);
  });
});
