import { type Order, orderMessages } from '@reride/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { stubApi, jsonResponse } from '../../../testing/api-server';
import { makeOrder } from '../../../testing/booking-fixtures';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { OrderView } from './order-view';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const ID = 'c0000000000000000000000b';
const POST = `POST /bookings/${ID}/handover-code`;
const { handover } = orderMessages.orders;
const texts = orderMessages.orders.actions.enter_handover_code;

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

const renderView = (order: Order) =>
  renderRoutes([{ path: '/', Component: () => <OrderView order={order} /> }]);

const sellerOrder = () =>
  makeOrder({
    _id: ID,
    viewer: 'seller',
    bike: 'Trek 820',
    meetingAt: '2026-03-10T10:00:00.000Z',
    actions: ['enter_handover_code', 'set_meeting', 'seller_cancel'],
  });

/** Opens the seller's dialog and answers it and its code field. */
async function openCodeDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: texts.label }));
  const dialog = screen.getByRole('dialog', { name: texts.title });
  return { dialog, input: within(dialog).getByLabelText(handover.fieldLabel) };
}

describe('the handover code on the order page (API stubbed)', () => {
  it('shows the buyer their code in its own card, with how to use it', async () => {
    renderView(
      makeOrder({ _id: ID, handoverCode: '042917', meetingAt: '2026-03-10T10:00:00.000Z' }),
    );

    const card = await screen.findByRole('region', { name: handover.title });
    expect(within(card).getByText('042917')).toHaveAccessibleName('0 4 2 9 1 7');
    expect(card).toHaveTextContent(handover.howTo);
    expect(screen.queryByRole('button', { name: texts.label })).not.toBeInTheDocument();
  });

  it('shows no card to a seller, who gets a numeric one-time-code field instead', async () => {
    const user = userEvent.setup();
    stubApi({});
    renderView(sellerOrder());

    expect(screen.queryByRole('region', { name: handover.title })).not.toBeInTheDocument();
    const { dialog, input } = await openCodeDialog(user);
    expect(dialog).toHaveTextContent(
      orderMessages.orders.confirm.enterHandoverCode('Rider Rahman', 'Trek 820'),
    );
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '6');

    // Fewer than six digits never reach the server.
    await user.type(input, '1234{Enter}');
    expect(await within(dialog).findByText('Enter the six digits of the code')).toBeInTheDocument();
  });

  it('sends the code the seller types, busy until the server answers, then the toast', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const sent: unknown[] = [];
    stubApi({
      [POST]: ({ body }) => {
        sent.push(body);
        return new Promise<Response>((resolve) => (answer = resolve));
      },
    });
    renderView(sellerOrder());

    const { dialog, input } = await openCodeDialog(user);
    await user.type(input, '042917');
    const confirm = within(dialog).getByRole('button', { name: texts.confirmLabel });
    await user.click(confirm);
    await vi.waitFor(() => expect(sent).toEqual([{ code: '042917' }]));
    expect(within(dialog).getByRole('button', { name: texts.confirmLabel })).toBeDisabled();

    answer(jsonResponse({ acknowledged: true, status: 'completed' }));
    expect(await screen.findByText(handover.completedToast)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: texts.title })).not.toBeInTheDocument();
  });

  it('shows a wrong code under the field and a lock as the toast, keeping the dialog open', async () => {
    const user = userEvent.setup();
    const answers = [
      jsonResponse(
        {
          message: handover.wrongCode,
          code: 'VALIDATION_FAILED',
          details: [{ path: 'code', message: handover.wrongCode }],
        },
        400,
      ),
      jsonResponse({ message: handover.locked, code: 'RATE_LIMITED' }, 429),
    ];
    stubApi({ [POST]: () => answers.shift()! });
    renderView(sellerOrder());

    const { dialog, input } = await openCodeDialog(user);
    await user.type(input, '111111{Enter}');
    await vi.waitFor(() =>
      expect(input).toHaveAccessibleDescription(expect.stringContaining(handover.wrongCode)),
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.clear(input);
    await user.type(input, '222222{Enter}');
    expect(await screen.findByText(handover.locked)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });
});
