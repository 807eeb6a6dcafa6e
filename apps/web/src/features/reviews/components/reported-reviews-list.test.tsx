import { type ReportedReview, reviewMessages } from '@reride/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { jsonResponse, stubApi } from '../../../testing/api-server';
import { pageResponse } from '../../../testing/bike-fixtures';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { ReportedReviewsList } from './reported-reviews-list';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const texts = reviewMessages.reviews;
const REVIEW_ID = 'e1'.padEnd(24, '0');
const DECIDE = `POST /reviews/${REVIEW_ID}/decision`;
const REPORTED: ReportedReview = {
  _id: REVIEW_ID,
  orderId: 'b1'.padEnd(24, '0'),
  about: 'seller',
  authorName: 'Buyer 1',
  bikeName: 'Trek Marlin 7',
  rating: 1,
  subRatings: { asDescribed: 1, communication: 1, handover: 1 },
  text: 'Rude words',
  submittedAt: '2025-05-01T10:00:00.000Z',
  publishedAt: '2025-05-02T10:00:00.000Z',
  reply: null,
  labels: [],
  subjectId: 'c0c0c0c0c0c0c0c0c0c0c0c1',
  reportCount: 2,
  reasons: [{ reason: 'offensive', count: 2 }],
  notes: ['Insults the seller'],
  reportedAt: '2025-05-03T10:00:00.000Z',
};

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

describe('ReportedReviewsList (API stubbed)', () => {
  it('shows each reported review with its reasons and notes, and removes it with a reason', async () => {
    const api = stubApi({
      'GET /reported-reviews': () => pageResponse([REPORTED]),
      [DECIDE]: () => jsonResponse({ acknowledged: true, modifiedCount: 1 }),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ReportedReviewsList /> }]);
    const list = await screen.findByRole('list', { name: texts.moderationTitle });
    expect(within(list).getByText('Rude words')).toBeInTheDocument();
    expect(within(list).getByText('Insults the seller')).toBeInTheDocument();
    expect(within(list).getByText(/2 reports/)).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: texts.remove }));
    const dialog = await screen.findByRole('dialog', { name: texts.removeTitle });
    await user.click(within(dialog).getByRole('button', { name: texts.remove }));
    expect(api.routes()).not.toContain(DECIDE);

    await user.type(within(dialog).getByLabelText(texts.decisionReason), 'Insults');
    await user.click(within(dialog).getByRole('button', { name: texts.remove }));
    await waitFor(() =>
      expect(api.bodyOf(DECIDE)).toEqual({ action: 'remove', reason: 'Insults' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when nothing waits', async () => {
    stubApi({ 'GET /reported-reviews': () => pageResponse([]) });
    renderRoutes([{ path: '/', element: <ReportedReviewsList /> }]);
    expect(await screen.findByText(texts.moderationEmpty)).toBeInTheDocument();
  });
});
