import { REPORT_REASONS, moderationMessages, reviewMessages } from '@reride/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { jsonResponse, stubApi } from '../../../testing/api-server';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { ReportReviewDialog } from './report-review-dialog';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const form = moderationMessages.reportForm;
const texts = reviewMessages.reviews;
const REVIEW_ID = 'c00000000000000000000002';
const ROUTE = `POST /reviews/${REVIEW_ID}/report`;

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

async function open(answer = { acknowledged: true, modifiedCount: 1 }) {
  const api = stubApi({ [ROUTE]: () => jsonResponse(answer) });
  const onClose = vi.fn();
  renderRoutes([
    { path: '/', element: <ReportReviewDialog reviewId={REVIEW_ID} onClose={onClose} /> },
  ]);
  await screen.findByRole('group', { name: texts.reportLegend });
  return { api, onClose, user: userEvent.setup() };
}

describe('ReportReviewDialog (API stubbed)', () => {
  it('offers every report reason as a radio in one group, reachable by keyboard', async () => {
    const { user } = await open();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(
      REPORT_REASONS.map((reason) => form.reasons[reason]),
    );
    expect(radios[0]).toBeChecked();
    radios[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: form.reasons.stolen })).toBeChecked();
  });

  it('asks for a note with "Other" before sending, then sends reason and note and closes', async () => {
    const { api, onClose, user } = await open();
    await user.click(screen.getByRole('radio', { name: form.reasons.other }));
    await user.click(screen.getByRole('button', { name: form.send }));
    expect(await screen.findByText(form.noteRequired)).toBeInTheDocument();
    expect(api.routes()).toEqual([]);

    await user.type(screen.getByLabelText(form.note), 'Never bought anything');
    await user.click(screen.getByRole('button', { name: form.send }));
    await waitFor(() => expect(api.routes()).toEqual([ROUTE]));
    expect(api.bodyOf(ROUTE)).toEqual({ reason: 'other', note: 'Never bought anything' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('cancels without sending', async () => {
    const { api, onClose, user } = await open();
    await user.click(screen.getByRole('button', { name: form.cancel }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.routes()).toEqual([]);
  });
});
