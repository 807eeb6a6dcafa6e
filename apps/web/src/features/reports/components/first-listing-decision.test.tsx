import { moderationMessages, holdMessages } from '@reride/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { jsonResponse, stubApi } from '../../../testing/api-server';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { FirstListingDecision } from './first-listing-decision';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

// The administrator's two decisions on a held first listing (docs/domain.md#moderation-queue).
const texts = moderationMessages.approval;
const BIKE = { _id: 'c00000000000000000000001', name: 'Trek 820' };
const APPROVE = `POST /bikes/${BIKE._id}/approval`;
const REJECT = `POST /bikes/${BIKE._id}/rejection`;

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

/** A decision the test releases, so the buttons can be seen while it is on its way. */
function held() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release: () => release() };
}

function render(answers: Parameters<typeof stubApi>[0]) {
  const api = stubApi(answers);
  const onRejected = vi.fn();
  renderRoutes([
    { path: '/', element: <FirstListingDecision bike={BIKE} onRejected={onRejected} /> },
  ]);
  return { api, onRejected, user: userEvent.setup() };
}

describe('FirstListingDecision (API stubbed)', () => {
  it('approves only after a confirmation; both buttons wait while it is sent', async () => {
    const answer = held();
    const { api, user } = render({
      [APPROVE]: async () => {
        await answer.gate;
        return jsonResponse({ acknowledged: true, modifiedCount: 1 });
      },
    });
    expect(screen.getByText(holdMessages.firstListing)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.approve }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(texts.confirmApprove);
    expect(api.routes()).toEqual([]);

    const buttons = screen.getAllByRole('button', { name: texts.approve });
    await user.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(api.routes()).toEqual([APPROVE]));
    expect(screen.getByRole('button', { name: texts.reject })).toBeDisabled();
    answer.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: texts.reject })).toBeEnabled();
  });

  it('asks for a reason before rejecting, then sends it and leaves the page', async () => {
    const { api, onRejected, user } = render({
      [REJECT]: () => jsonResponse({ acknowledged: true, deletedCount: 1 }),
    });
    await user.click(screen.getByRole('button', { name: texts.reject }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(texts.dialogTitle(BIKE.name));
    const confirm = () => {
      const buttons = screen.getAllByRole('button', { name: texts.reject });
      return buttons[buttons.length - 1]!;
    };
    await user.click(confirm());
    expect(await screen.findByText(texts.reasonRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(texts.reasonLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(api.routes()).toEqual([]);

    await user.type(screen.getByLabelText(texts.reasonLabel), 'Stock photos only');
    await user.click(confirm());
    await waitFor(() => expect(api.bodyOf(REJECT)).toEqual({ reason: 'Stock photos only' }));
    await waitFor(() => expect(onRejected).toHaveBeenCalledTimes(1));
  });

  it('cancelling either dialog sends nothing; a refused decision keeps the page', async () => {
    const { api, onRejected, user } = render({
      [REJECT]: () => jsonResponse({ message: texts.notWaiting, code: 'CONFLICT' }, 409),
    });
    await user.click(screen.getByRole('button', { name: texts.approve }));
    await user.click(await screen.findByRole('button', { name: texts.cancel }));
    await user.click(screen.getByRole('button', { name: texts.reject }));
    await user.click(await screen.findByRole('button', { name: texts.cancel }));
    expect(api.routes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: texts.reject }));
    await user.type(await screen.findByLabelText(texts.reasonLabel), 'Duplicate');
    const buttons = screen.getAllByRole('button', { name: texts.reject });
    await user.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(api.routes()).toEqual([REJECT]));
    expect(onRejected).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
