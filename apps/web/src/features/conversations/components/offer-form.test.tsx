import { type Offer, commonMessages, offerMessages } from '@reride/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { paths } from '../../../lib/paths';
import { stubApi, jsonResponse } from '../../../testing/api-server';
import { pageResponse } from '../../../testing/bike-fixtures';
import { makeConversation } from '../../../testing/conversation-fixtures';
import { createFirebaseFake, deferred } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { OfferCard } from './offer-card';
import { OfferForm } from './offer-form';
import { OfferPanel } from './offer-panel';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const CONVERSATION = 'd00000000000000000000001';
const OFFER = 'f00000000000000000000001';
const made = { acknowledged: true, offerId: OFFER, messageId: 'e00000000000000000000001' };

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

function renderForm() {
  const onMade = vi.fn();
  renderRoutes([
    {
      path: '/',
      element: <OfferForm conversationId={CONVERSATION} asking={450} onMade={onMade} />,
    },
  ]);
  return { onMade };
}

const amount = () => screen.getByLabelText(/Your offer/);
const send = () => screen.getByRole('button', { name: offerMessages.send });

async function fill(user: ReturnType<typeof userEvent.setup>, value: string) {
  await user.type(amount(), value);
  await user.type(screen.getByLabelText(/Phone/), '01711223344');
}

describe('OfferForm (API stubbed)', () => {
  it('is a labelled form whose amount hint names the asking and the minimum price', async () => {
    renderForm();
    expect(await screen.findByRole('form', { name: offerMessages.makeTitle })).toBeVisible();
    expect(screen.getByText(offerMessages.makeHint('$450', '$20'))).toBeInTheDocument();
  });

  it.each([
    ['19', commonMessages.validation.priceMin],
    ['450', offerMessages.belowAsking('$450')],
    ['500.5', offerMessages.belowAsking('$450')],
    ['100.123', commonMessages.validation.priceCents],
  ])('refuses %s with the shared rule, sending nothing', async (value, message) => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderForm();

    await fill(user, value);
    await user.click(send());

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
    expect(api.routes()).toEqual([]);
  });

  it('sends the offer, disabled while it is on its way, then toasts', async () => {
    const answer = deferred<Response>();
    const sent: unknown[] = [];
    stubApi({
      [`POST /conversations/${CONVERSATION}/offers`]: ({ body }) => {
        sent.push(body);
        return answer.promise;
      },
    });
    const user = userEvent.setup();
    const { onMade } = renderForm();

    await fill(user, '380.5');
    await user.click(send());

    await waitFor(() => expect(send()).toBeDisabled());
    expect(amount()).toBeDisabled();
    answer.resolve(jsonResponse(made, 201));

    expect(await screen.findByText(offerMessages.madeToast)).toBeInTheDocument();
    expect(onMade).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([{ amount: 380.5, phone: '01711223344', location: '' }]);
  });

  it("puts the server's field error under the amount and keeps what was typed", async () => {
    const refusal = offerMessages.belowAsking('$400');
    stubApi({
      [`POST /conversations/${CONVERSATION}/offers`]: () =>
        jsonResponse(
          {
            message: refusal,
            code: 'VALIDATION_FAILED',
            details: [{ path: 'amount', message: refusal }],
          },
          400,
        ),
    });
    const user = userEvent.setup();
    const { onMade } = renderForm();

    await fill(user, '420');
    await user.click(send());

    expect(await screen.findAllByText(refusal)).not.toHaveLength(0);
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
    expect(amount()).toHaveValue(420);
    expect(onMade).not.toHaveBeenCalled();
  });
});

const offer = (overrides: Partial<Offer>): Offer => ({
  _id: OFFER,
  conversationId: CONVERSATION,
  bikeId: 'b00000000000000000000001',
  state: 'open',
  amount: 380,
  role: 'seller',
  actions: ['accept', 'decline', 'counter'],
  expiresAt: '2026-03-03T10:00:00.000Z',
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

function renderCard(shown: Offer) {
  const subject = {
    conversationId: CONVERSATION,
    bike: { name: 'Trek Marlin 7', resalePrice: 450 },
    buyerName: 'Sam',
  };
  renderRoutes([{ path: '/', element: <OfferCard offer={shown} subject={subject} /> }]);
}

describe('OfferCard (API stubbed)', () => {
  it('accepts only after the confirmation', async () => {
    const api = stubApi({
      [`POST /offers/${OFFER}/accept`]: {
        acknowledged: true,
        state: 'accepted',
        orderId: 'c00000000000000000000001',
      },
    });
    const user = userEvent.setup();
    renderCard(offer({}));

    const card = screen.getByRole('region', { name: "Sam's offer: $380" });
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the offer' });
    expect(dialog).toHaveTextContent(offerMessages.confirm.accept('$380', 'Trek Marlin 7'));
    expect(api.routes()).not.toContain(`POST /offers/${OFFER}/accept`);

    await user.click(
      within(dialog).getByRole('button', { name: offerMessages.actions.accept.confirmLabel }),
    );
    expect(await screen.findByText(offerMessages.acceptedToast)).toBeInTheDocument();
    expect(api.routes()).toContain(`POST /offers/${OFFER}/accept`);
  });

  it('counters with an amount between the offer and the asking price', async () => {
    const sent: unknown[] = [];
    stubApi({
      [`POST /offers/${OFFER}/counter`]: ({ body }) => {
        sent.push(body);
        return jsonResponse({ acknowledged: true, state: 'countered' });
      },
    });
    const user = userEvent.setup();
    renderCard(offer({}));

    await user.click(screen.getByRole('button', { name: 'Counter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a counter-offer' });
    const field = within(dialog).getByLabelText(/Your counter-offer/);
    await user.type(field, '380');
    await user.click(within(dialog).getByRole('button', { name: 'Send the counter-offer' }));
    expect(await within(dialog).findByText(offerMessages.aboveOffer('$380'))).toBeVisible();

    await user.clear(field);
    await user.type(field, '420');
    await user.click(within(dialog).getByRole('button', { name: 'Send the counter-offer' }));
    expect(await screen.findByText(offerMessages.counteredToast)).toBeInTheDocument();
    expect(sent).toEqual([{ amount: 420 }]);
  });

  it('leads the buyer of an accepted offer to the payment and the order', () => {
    renderCard(
      offer({
        role: 'buyer',
        state: 'accepted',
        agreedPrice: 420,
        counterAmount: 420,
        orderId: 'c00000000000000000000001',
        actions: ['pay'],
      }),
    );
    expect(screen.getByText(offerMessages.agreed('$420'))).toBeInTheDocument();
    // The seller's counter was accepted, not the buyer's first offer.
    expect(screen.getByText('Counter-offer accepted')).toBeInTheDocument();
    expect(screen.queryByText('Accepted', { exact: true })).toBeNull();
    expect(screen.getByRole('link', { name: offerMessages.pay })).toHaveAttribute(
      'href',
      paths.dashboard.payment.getHref('c00000000000000000000001'),
    );
    expect(screen.getByRole('link', { name: offerMessages.viewOrder })).toHaveAttribute(
      'href',
      paths.dashboard.order.getHref('c00000000000000000000001'),
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('OfferPanel (API stubbed)', () => {
  const conversation = makeConversation({ _id: CONVERSATION, role: 'buyer' });
  const latest = (shown: Offer | null) =>
    stubApi({
      [`GET /conversations/${CONVERSATION}/offers`]: () => pageResponse(shown ? [shown] : []),
    });

  it('opens the form from its button for a buyer with no offer waiting', async () => {
    latest(offer({ role: 'buyer', state: 'declined', actions: [] }));
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <OfferPanel conversation={conversation} /> }]);

    const toggle = await screen.findByRole('button', { name: offerMessages.makeTitle });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('form', { name: offerMessages.makeTitle })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close the offer form' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('stays away while an offer waits, and from the seller', async () => {
    const api = latest(offer({ role: 'buyer', actions: [] }));
    const { unmount } = renderRoutes([
      { path: '/', element: <OfferPanel conversation={conversation} /> },
    ]);
    await waitFor(() =>
      expect(api.routes()).toContain(`GET /conversations/${CONVERSATION}/offers`),
    );
    expect(screen.queryByRole('button', { name: offerMessages.makeTitle })).toBeNull();
    unmount();

    latest(null);
    renderRoutes([
      { path: '/', element: <OfferPanel conversation={{ ...conversation, role: 'seller' }} /> },
    ]);
    expect(screen.queryByRole('button', { name: offerMessages.makeTitle })).toBeNull();
  });

  it('stays away once an offer was agreed: its order is the deal', async () => {
    const orderId = 'c00000000000000000000001';
    const api = latest(
      offer({ role: 'buyer', state: 'accepted', agreedPrice: 420, actions: ['pay'], orderId }),
    );
    renderRoutes([{ path: '/', element: <OfferPanel conversation={conversation} /> }]);
    await waitFor(() =>
      expect(api.routes()).toContain(`GET /conversations/${CONVERSATION}/offers`),
    );
    expect(screen.queryByRole('button', { name: offerMessages.makeTitle })).toBeNull();
  });
});
