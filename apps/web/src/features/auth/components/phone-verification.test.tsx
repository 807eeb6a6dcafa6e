import { type Account, verificationMessages } from '@reride/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { jsonResponse, stubApi } from '../../../testing/api-server';
import { createFirebaseFake, deferred, fakeFirebaseUser } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { makeUser } from '../../../testing/user-fixtures';
import { sendPhoneCode, type ConfirmPhoneCode } from '../lib/phone-sign-in';
import { PhoneVerification } from './phone-verification';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));
// The phone sign-in is Firebase's (and the emulator's in the journeys): stubbed at its boundary.
vi.mock('../lib/phone-sign-in', () => ({ sendPhoneCode: vi.fn() }));

const texts = verificationMessages.verification;
const NUMBER = '+8801712345678';
const AT = '2024-02-01T00:00:00.000Z';

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(fakeFirebaseUser()).kit);
  vi.mocked(sendPhoneCode).mockReset();
});

function renderCard(account: Account = makeUser('Seller')) {
  return renderRoutes([{ path: '/', element: <PhoneVerification account={account} /> }]);
}

const phoneField = () => screen.getByLabelText(texts.phoneLabel);
const codeField = () => screen.getByLabelText(texts.codeLabel);

describe('PhoneVerification', () => {
  it('refuses a number without its country code, sending nothing', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.type(phoneField(), '01712345678');
    await user.click(screen.getByRole('button', { name: texts.sendCode }));
    expect(await screen.findByText(texts.phoneInvalid)).toBeInTheDocument();
    expect(sendPhoneCode).not.toHaveBeenCalled();
  });

  it('is busy while the code is sent, then asks for the 6 digits', async () => {
    const sent = deferred<ConfirmPhoneCode>();
    vi.mocked(sendPhoneCode).mockReturnValue(sent.promise);
    const user = userEvent.setup();
    renderCard();
    await user.type(phoneField(), NUMBER);
    await user.click(screen.getByRole('button', { name: texts.sendCode }));
    expect(await screen.findByRole('button', { name: texts.sendingCode })).toBeDisabled();
    expect(vi.mocked(sendPhoneCode).mock.calls[0]?.[0]).toBe(NUMBER);

    sent.resolve(vi.fn());
    expect(await screen.findByLabelText(texts.codeLabel)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.confirm })).toBeEnabled();
  });

  it('says so when the code could not be sent', async () => {
    vi.mocked(sendPhoneCode).mockRejectedValue(new Error('auth/invalid-phone-number'));
    const user = userEvent.setup();
    renderCard();
    await user.type(phoneField(), NUMBER);
    await user.click(screen.getByRole('button', { name: texts.sendCode }));
    expect(await screen.findByText(texts.sendFailed)).toBeInTheDocument();
    expect(phoneField()).toBeInTheDocument();
  });

  it('refuses a code that is not 6 digits, and says so when Firebase rejects one', async () => {
    const confirm = vi.fn<ConfirmPhoneCode>().mockRejectedValue(new Error('auth/invalid-code'));
    vi.mocked(sendPhoneCode).mockResolvedValue(confirm);
    const user = userEvent.setup();
    renderCard();
    await user.type(phoneField(), NUMBER);
    await user.click(screen.getByRole('button', { name: texts.sendCode }));
    await user.type(await screen.findByLabelText(texts.codeLabel), '12');
    await user.click(screen.getByRole('button', { name: texts.confirm }));
    expect(await screen.findByText(texts.codeInvalid)).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();

    await user.clear(codeField());
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: texts.confirm }));
    expect(await screen.findByText(texts.codeRejected)).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith('123456');
  });

  it("sends the phone sign-in's token to the API and shows the confirmed number", async () => {
    let stored = makeUser('Seller');
    const api = stubApi({
      'GET /users/me': () => jsonResponse(stored),
      'POST /users/me/phone-verification': () => {
        const verification = { ...stored.verification, phone: { number: NUMBER, confirmedAt: AT } };
        stored = { ...stored, verification };
        return jsonResponse({ verified: false, verification });
      },
    });
    vi.mocked(sendPhoneCode).mockResolvedValue(() => Promise.resolve('phone-id-token'));
    const user = userEvent.setup();
    renderCard();
    await user.type(phoneField(), NUMBER);
    await user.click(screen.getByRole('button', { name: texts.sendCode }));
    await user.type(await screen.findByLabelText(texts.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: texts.confirm }));

    expect(await screen.findByText(texts.confirmed)).toBeInTheDocument();
    expect(api.bodyOf('POST /users/me/phone-verification')).toEqual({ idToken: 'phone-id-token' });
    await waitFor(() => expect(phoneField()).toHaveValue(''));
  });

  it("shows the server's refusal beside the code", async () => {
    stubApi({
      'POST /users/me/phone-verification': () =>
        jsonResponse({ message: texts.phoneTaken, code: 'CONFLICT' }, 409),
    });
    vi.mocked(sendPhoneCode).mockResolvedValue(() => Promise.resolve('phone-id-token'));
    const user = userEvent.setup();
    renderCard();
    await user.type(phoneField(), NUMBER);
    await user.click(screen.getByRole('button', { name: texts.sendCode }));
    await user.type(await screen.findByLabelText(texts.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: texts.confirm }));
    expect((await screen.findAllByText(texts.phoneTaken)).length).toBeGreaterThan(0);
    expect(codeField()).toBeInTheDocument();
  });

  it('says where the seller stands: confirmed and waiting, verified, or withdrawn', () => {
    const seller = makeUser('Seller');
    const phone = { number: NUMBER, confirmedAt: AT };
    const { unmount } = renderCard({
      ...seller,
      verification: { ...seller.verification, phone },
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      `${texts.confirmedNumber(NUMBER)} · ${texts.awaitingCheck}`,
    );
    unmount();
    renderCard({
      ...seller,
      verification: { phone, adminCheck: { at: AT }, withdrawn: { at: AT, reason: 'Fake' } },
    });
    expect(screen.getByRole('status')).toHaveTextContent(texts.withdrawn('Fake'));
  });
});
