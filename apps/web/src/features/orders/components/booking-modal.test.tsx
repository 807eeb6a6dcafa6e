import { commonMessages, orderMessages } from '@reride/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { stubApi, jsonResponse } from '../../../testing/api-server';
import { makeBike } from '../../../testing/bike-fixtures';
import { createFirebaseFake, deferred } from '../../../testing/firebase-fake';
import { fillFields, pressAndExpectBusy } from '../../../testing/forms';
import { renderRoutes } from '../../../testing/render';
import { BookingModal, type BookingModalProps } from './booking-modal';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const bike = makeBike({ _id: 'b00000000000000000000001', name: 'Trek Marlin 7', resalePrice: 450 });
const buyer = { name: 'Rider Rahman', email: 'rider@example.com' };

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

function renderModal(who: BookingModalProps['buyer'] = buyer) {
  const onClose = vi.fn();
  const utils = renderRoutes([
    { path: '/', element: <BookingModal bike={bike} buyer={who} onClose={onClose} /> },
  ]);
  return { ...utils, onClose };
}

describe('BookingModal (API stubbed)', () => {
  it('is a labelled modal dialog with focus on the phone field', async () => {
    renderModal();

    const dialog = await screen.findByRole('dialog', { name: 'Book Trek Marlin 7' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Phone')).toHaveFocus();
  });

  it('shows name, email, product and price prefilled and disabled', () => {
    renderModal();

    for (const [label, value] of [
      ['Name', 'Rider Rahman'],
      ['Email', 'rider@example.com'],
      ['Product', 'Trek Marlin 7'],
      ['Price', '$450'],
    ] as const) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
      expect(screen.getByLabelText(label)).toBeDisabled();
    }
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Phone')).toBeRequired();
    expect(screen.getByLabelText('Meeting location')).not.toBeRequired();
  });

  /** The modal of a buyer whose account holds `phone`, with POST /bookings answered. */
  function bookWithAccountPhone(phone: string) {
    const api = stubApi({
      'POST /bookings': () =>
        jsonResponse({ acknowledged: true, insertedId: 'c00000000000000000000003' }, 201),
    });
    renderModal({ ...buyer, phone });
    const sentPhone = async () => {
      await waitFor(() => expect(api.routes()).toEqual(['POST /bookings']));
      return (api.bodyOf('POST /bookings') as { phone: string }).phone;
    };
    return { user: userEvent.setup(), field: screen.getByLabelText('Phone'), sentPhone };
  }

  it("starts the phone from the buyer's account, and sends the one they changed it to", async () => {
    const { user, field, sentPhone } = bookWithAccountPhone('+8801812345678');
    expect(field).toHaveValue('+8801812345678');
    expect(field).toBeEnabled();
    await user.clear(field);
    await user.type(field, '01799887766');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await sentPhone()).toBe('01799887766');
  });

  it("sends the account's phone as it is when the buyer keeps it", async () => {
    const { user, sentPhone } = bookWithAccountPhone('01711223344');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await sentPhone()).toBe('01711223344');
  });

  it('starts empty when the account has no phone', () => {
    renderModal({ ...buyer, phone: null });
    expect(screen.getByLabelText('Phone')).toHaveValue('');
  });

  it("says 'Required field' for an empty phone and sends nothing", async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderModal();

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(commonMessages.validation.requiredField)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(api.routes()).toEqual([]);
  });

  it('refuses a phone that is not a number, with the shared message', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderModal();

    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(commonMessages.validation.phoneNumeric)).toBeInTheDocument();
    expect(api.routes()).toEqual([]);
  });

  it('sends only the bike id, phone and meeting location, toasts the booking and closes', async () => {
    const api = stubApi({
      'POST /bookings': () =>
        jsonResponse({ acknowledged: true, insertedId: 'c00000000000000000000001' }, 201),
    });
    const user = userEvent.setup();
    const { onClose } = renderModal();

    await fillFields(user, { Phone: '01712345678', 'Meeting location': 'Dhanmondi Lake' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Trek Marlin 7 successfully booked!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.routes()).toEqual(['POST /bookings']);
    expect(api.bodyOf('POST /bookings')).toEqual({
      bikeId: 'b00000000000000000000001',
      phone: '01712345678',
      location: 'Dhanmondi Lake',
    });
  });

  it('disables Submit with a spinner while the booking is on its way, and Escape waits', async () => {
    const answer = deferred<Response>();
    stubApi({ 'POST /bookings': () => answer.promise });
    const user = userEvent.setup();
    const { onClose } = renderModal();

    await user.type(screen.getByLabelText('Phone'), '01712345678');
    await pressAndExpectBusy(user, 'Submit');
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    answer.resolve(
      jsonResponse({ acknowledged: true, insertedId: 'c00000000000000000000002' }, 201),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it("toasts the server's message on a refusal and stays open with what was typed", async () => {
    stubApi({
      'POST /bookings': () =>
        jsonResponse({ message: orderMessages.bookings.alreadyBooked, code: 'CONFLICT' }, 409),
    });
    const user = userEvent.setup();
    const { onClose } = renderModal();

    await fillFields(user, { Phone: '01712345678', 'Meeting location': 'Gulshan' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(orderMessages.bookings.alreadyBooked)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue('01712345678');
    expect(screen.getByLabelText('Meeting location')).toHaveValue('Gulshan');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('closes with the Close button and with Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderModal();

    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
  });
});
