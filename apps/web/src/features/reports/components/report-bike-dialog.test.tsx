import { REPORT_REASONS, moderationMessages } from '@reride/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { jsonResponse, stubApi } from '../../../testing/api-server';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { ReportBikeDialog } from './report-bike-dialog';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const texts = moderationMessages.reportForm;
const BIKE = { _id: 'c00000000000000000000001', name: 'Trek 820' };
const ROUTE = `PATCH /reported/${BIKE._id}`;

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

/** The dialog open on BIKE, the API taking the report, and a user to act on it. */
async function openWithReason(reason: keyof typeof texts.reasons) {
  const api = stubApi({ [ROUTE]: () => jsonResponse({ acknowledged: true, modifiedCount: 1 }) });
  const onClose = vi.fn();
  renderRoutes([{ path: '/', element: <ReportBikeDialog bike={BIKE} onClose={onClose} /> }]);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: texts.reasons[reason] }));
  return { api, onClose, user };
}

describe('ReportBikeDialog (API stubbed)', () => {
  it('offers every reason as a radio in one group, reachable by keyboard', async () => {
    const { user } = await openWithReason('scam');
    const group = screen.getByRole('group', { name: texts.legend });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(
      REPORT_REASONS.map((reason) => texts.reasons[reason]),
    );
    expect(group).toContainElement(radios[0]!);
    expect(radios.filter((r) => (r as HTMLInputElement).checked)).toEqual([radios[0]]);

    radios[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: texts.reasons.stolen })).toBeChecked();
  });

  it('asks for a note with "Other" before sending, then sends reason and note', async () => {
    const { api, onClose, user } = await openWithReason('other');
    await user.click(screen.getByRole('button', { name: texts.send }));
    expect(await screen.findByText(texts.noteRequired)).toBeInTheDocument();
    expect(api.routes()).toEqual([]);

    await user.type(screen.getByLabelText(texts.note), 'Frame number filed off');
    await user.click(screen.getByRole('button', { name: texts.send }));
    await waitFor(() => expect(api.routes()).toEqual([ROUTE]));
    expect(api.bodyOf(ROUTE)).toEqual({ reason: 'other', note: 'Frame number filed off' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('sends a listed reason without a note, and cancels without sending', async () => {
    const { api, onClose, user } = await openWithReason('duplicate');
    await user.click(screen.getByRole('button', { name: texts.cancel }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.routes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: texts.send }));
    await waitFor(() => expect(api.bodyOf(ROUTE)).toEqual({ reason: 'duplicate', note: '' }));
  });
});
