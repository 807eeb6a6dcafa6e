import {
  type Order,
  type OrderReviews,
  commonMessages,
  orderMessages,
  errorMessages,
} from '@reride/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { paths } from '../../../lib/paths';
import { stubApi, jsonResponse } from '../../../testing/api-server';
import { makeOrder } from '../../../testing/booking-fixtures';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { RouteErrorPage } from '../route-error';
import OrderRoute from './order';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const ID = 'c0000000000000000000000b';

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

function renderOrder() {
  renderRoutes(
    [{ path: '/dashboard/orders/:id', Component: OrderRoute, errorElement: <RouteErrorPage /> }],
    { initialEntries: [`/dashboard/orders/${ID}`] },
  );
}

const NO_REVIEWS: OrderReviews = {
  about: 'seller',
  otherName: 'Sara Seller',
  canReview: false,
  windowEndsAt: null,
  mine: null,
  theirs: null,
  canReply: false,
};

/**
 * GET /orders/:id answers `order`; `POST <action>` answers `after` and records its body, and the
 * order the page refetches then is `changed`.
 */
function stubOrder(order: Order, action?: { post: string; changed: Partial<Order> }) {
  const sent: unknown[] = [];
  let current = order;
  const api = stubApi({
    [`GET /orders/${ID}`]: () => jsonResponse(current),
    // A completed order's page asks for its reviews too (docs/domain.md#reviews).
    [`GET /orders/${ID}/reviews`]: NO_REVIEWS,
    ...(action && {
      [`POST ${action.post}`]: ({ body }) => {
        sent.push(body);
        current = { ...order, ...action.changed };
        return jsonResponse({ acknowledged: true, status: current.status });
      },
    }),
  });
  return { api, sent };
}

const actionsRegion = () => screen.findByRole('region', { name: 'What you can do' });
const buttonsIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('button')
    .map((button) => button.textContent);

/** This page's order before payment, as the server answers it. */
const unpaidOrder = (overrides: Partial<Order>) =>
  makeOrder({ _id: ID, status: 'booked', paidAt: undefined, ...overrides });

/** The page's phone and email links (their hrefs). */
const contactLinks = () =>
  screen
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => /^(tel|mailto):/.test(href));

describe('the order page (API stubbed)', () => {
  it("shows a completed order's timeline oldest first and the seller's contact", async () => {
    stubOrder(
      makeOrder({
        _id: ID,
        bike: 'Trek 820',
        status: 'completed',
        completedAt: '2026-03-05T12:00:00.000Z',
        events: [
          { kind: 'completed', at: '2026-03-05T12:00:00.000Z', by: 'buyer' },
          { kind: 'booked', at: '2026-03-01T10:00:00.000Z', by: 'buyer' },
          { kind: 'paid', at: '2026-03-02T11:00:00.000Z', by: 'buyer' },
        ],
      }),
    );
    renderOrder();

    expect(await screen.findByRole('heading', { name: 'Order: Trek 820' })).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual([
      expect.stringMatching(/^You booked the bike for \$[\d,.]+\. Pay to secure it\.$/),
      expect.stringMatching(/^You paid \$[\d,.]+\. Meet the seller/),
      'You confirmed receiving the bike: the order was completed.',
    ]);
    expect(screen.getByRole('link', { name: '01799887766' })).toHaveAttribute(
      'href',
      'tel:01799887766',
    );
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What you can do' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute(
      'href',
      paths.dashboard.orders.getHref(),
    );
  });

  it("links each party's name to their profile while they are on ReRide", async () => {
    const { buyer, seller } = makeOrder();
    stubOrder(
      makeOrder({
        _id: ID,
        viewer: 'admin',
        buyer: { ...buyer, profileId: 'c0000000000000000000000c' },
        seller,
      }),
    );
    renderOrder();

    expect(await screen.findByRole('link', { name: 'Rider Rahman' })).toHaveAttribute(
      'href',
      paths.profile.getHref('c0000000000000000000000c'),
    );
    // The seller was removed: the API sends no profile id, and the name stays plain text.
    expect(screen.getByText(/^Sara Seller ·/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sara Seller' })).not.toBeInTheDocument();
  });

  it("links the seller's name to their profile for the buyer", async () => {
    const { seller } = makeOrder();
    stubOrder(makeOrder({ _id: ID, seller: { ...seller, profileId: 'c0000000000000000000000d' } }));
    renderOrder();

    expect(await screen.findByRole('link', { name: 'Sara Seller' })).toHaveAttribute(
      'href',
      paths.profile.getHref('c0000000000000000000000d'),
    );
  });

  it("tells the seller of an unpaid order that the buyer's phone comes with the payment", async () => {
    const { buyer } = makeOrder();
    const unpaid = { viewer: 'seller', buyer: { name: buyer.name, email: buyer.email } } as const;
    stubOrder(unpaidOrder({ ...unpaid, actions: ['decline'] }));
    renderOrder();

    expect(await screen.findByText(orderMessages.orders.buyerContactPrivate)).toBeInTheDocument();
    expect(contactLinks()).toEqual([`mailto:${buyer.email}`]);
  });

  it("tells a buyer who has not paid that the seller's phone and email come with the payment", async () => {
    const { seller } = makeOrder();
    stubOrder(unpaidOrder({ seller: { name: seller.name }, actions: ['pay', 'cancel'] }));
    renderOrder();

    expect(await screen.findByText(orderMessages.orders.contactPrivate)).toBeInTheDocument();
    expect(contactLinks()).toEqual([]);
    const region = await actionsRegion();
    expect(within(region).getByRole('link', { name: 'Pay' })).toHaveAttribute(
      'href',
      paths.dashboard.payment.getHref(ID),
    );
    expect(buttonsIn(region)).toEqual(['Cancel booking']);
  });

  it("shows exactly the server's actions, one button each", async () => {
    stubOrder(
      makeOrder({
        _id: ID,
        actions: ['set_meeting', 'confirm_handover', 'request_cancel', 'open_dispute'],
      }),
    );
    renderOrder();

    expect(buttonsIn(await actionsRegion())).toEqual([
      'Set the meeting time',
      'I received the bike',
      'Ask the seller to cancel',
      'Open a dispute',
    ]);
  });

  it("lets the seller accept the buyer's cancel request: the call only after Yes, then the toast", async () => {
    const user = userEvent.setup();
    const { api, sent } = stubOrder(
      makeOrder({
        _id: ID,
        viewer: 'seller',
        bike: 'Trek 820',
        price: 300,
        cancelRequest: {
          state: 'open',
          reason: 'Found one closer to home',
          requestedAt: '2026-03-03T09:00:00.000Z',
        },
        actions: ['seller_cancel', 'refuse_cancel'],
      }),
      {
        post: `/bookings/${ID}/seller-cancel`,
        changed: {
          status: 'refunded',
          actions: [],
          refund: { amount: 300, full: true, by: 'seller', at: '2026-03-04T09:00:00.000Z' },
        },
      },
    );
    renderOrder();

    const request = await screen.findByRole('region', { name: 'Cancellation request' });
    expect(within(request).getByText('Found one closer to home')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '01712345678' })).toBeInTheDocument(); // the buyer's
    await user.click(screen.getByRole('button', { name: 'Accept the cancellation' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the order' });
    expect(dialog).toHaveTextContent('Rider Rahman is refunded $300 in full');
    expect(api.routes()).not.toContain(`POST /bookings/${ID}/seller-cancel`);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Sorry, no problem');
    await user.click(
      within(dialog).getByRole('button', {
        name: orderMessages.orders.actions.seller_cancel.confirmLabel,
      }),
    );

    expect(await screen.findByText(orderMessages.orders.sellerCancelledToast)).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Sorry, no problem' }]);
    const refund = await screen.findByRole('region', { name: 'Refund' });
    expect(refund).toHaveTextContent('Refunded $300.00 in full to the buyer');
    expect(screen.queryByRole('region', { name: 'What you can do' })).not.toBeInTheDocument();
  });

  it('opens a dispute only with a text, sending the reason chosen', async () => {
    const user = userEvent.setup();
    const { api, sent } = stubOrder(makeOrder({ _id: ID, actions: ['open_dispute'] }), {
      post: `/bookings/${ID}/dispute`,
      changed: { status: 'disputed', actions: [] },
    });
    renderOrder();

    await user.click(await screen.findByRole('button', { name: 'Open a dispute' }));
    const dialog = screen.getByRole('dialog', { name: 'Open a dispute' });
    await user.click(
      within(dialog).getByRole('button', {
        name: orderMessages.orders.actions.open_dispute.confirmLabel,
      }),
    );
    expect(
      await within(dialog).findByText(commonMessages.validation.requiredField),
    ).toBeInTheDocument();
    expect(api.routes()).not.toContain(`POST /bookings/${ID}/dispute`);

    await user.selectOptions(
      within(dialog).getByLabelText('What went wrong'),
      'The seller did not show up',
    );
    await user.type(within(dialog).getByLabelText(/Tell the administrator/), 'Waited an hour');
    await user.click(
      within(dialog).getByRole('button', {
        name: orderMessages.orders.actions.open_dispute.confirmLabel,
      }),
    );

    expect(await screen.findByText(orderMessages.orders.disputeOpenedToast)).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'seller_no_show', text: 'Waited an hour' }]);
    expect(await screen.findByText('Disputed')).toBeInTheDocument();
  });

  it('saves a meeting time as an ISO instant', async () => {
    const user = userEvent.setup();
    const { sent } = stubOrder(makeOrder({ _id: ID, actions: ['set_meeting'] }), {
      post: `/bookings/${ID}/meeting`,
      changed: { meetingAt: '2099-05-01T12:30:00.000Z' },
    });
    renderOrder();

    await user.click(await screen.findByRole('button', { name: 'Set the meeting time' }));
    const dialog = screen.getByRole('dialog', { name: 'Meeting time' });
    const field = within(dialog).getByLabelText('Meeting time');
    await user.type(field, '2099-05-01T14:30');
    // Said back as the product writes dates, whatever order the browser's picker shows.
    expect(field).toHaveAccessibleDescription('You meet on 01/05/2099 at 14:30.');
    await user.click(within(dialog).getByRole('button', { name: 'Save the meeting time' }));

    expect(await screen.findByText(orderMessages.orders.meetingSetToast)).toBeInTheDocument();
    expect(sent).toEqual([{ at: new Date('2099-05-01T14:30').toISOString() }]);
  });

  it('shows an administrator both sides of a dispute and refunds part of the payment', async () => {
    const user = userEvent.setup();
    const { api, sent } = stubOrder(
      makeOrder({
        _id: ID,
        viewer: 'admin',
        status: 'disputed',
        price: 450,
        dispute: {
          state: 'open',
          reason: 'not_as_described',
          text: 'The frame is cracked',
          openedAt: '2026-03-03T09:00:00.000Z',
          sellerResponse: 'It was fine when I sold it',
          respondedAt: '2026-03-04T09:00:00.000Z',
        },
        actions: ['refund', 'close_dispute'],
      }),
      { post: `/disputes/${ID}/refund`, changed: { status: 'completed', actions: [] } },
    );
    renderOrder();

    const dispute = await screen.findByRole('region', { name: 'Dispute' });
    expect(within(dispute).getByText('Not as described')).toBeInTheDocument();
    expect(within(dispute).getByText('The frame is cracked')).toBeInTheDocument();
    expect(within(dispute).getByText('It was fine when I sold it')).toBeInTheDocument();
    expect(within(dispute).getByText('Waiting for an administrator')).toBeInTheDocument();
    expect(screen.getByText('Buyer')).toBeInTheDocument();
    expect(screen.getByText('Seller')).toBeInTheDocument();
    expect(buttonsIn(await actionsRegion())).toEqual(['Refund the buyer', 'Close for the seller']);

    await user.click(screen.getByRole('button', { name: 'Refund the buyer' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund the buyer' });
    await user.selectOptions(within(dialog).getByLabelText('Refund'), 'Part of it');
    const amount = within(dialog).getByLabelText('Amount to refund ($)');
    await user.type(amount, '500');
    await user.click(
      within(dialog).getByRole('button', {
        name: orderMessages.orders.actions.refund.confirmLabel,
      }),
    );
    expect(
      await within(dialog).findByText(orderMessages.orders.refundTooLarge),
    ).toBeInTheDocument();
    expect(api.routes()).not.toContain(`POST /disputes/${ID}/refund`);

    await user.clear(amount);
    await user.type(amount, '120.5');
    await user.type(within(dialog).getByLabelText(/Note/), 'Half the damage');
    await user.click(
      within(dialog).getByRole('button', {
        name: orderMessages.orders.actions.refund.confirmLabel,
      }),
    );

    expect(await screen.findByText(orderMessages.orders.refundedToast)).toBeInTheDocument();
    expect(sent).toEqual([{ amount: 120.5, note: 'Half the damage' }]);
  });

  it("shows the server's message when an action is refused, keeping the dialog open", async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET /orders/${ID}`]: () =>
        jsonResponse(makeOrder({ _id: ID, actions: ['request_cancel'] })),
      [`POST /bookings/${ID}/cancel-request`]: () =>
        jsonResponse({ message: orderMessages.orders.cancelRequestOpen, code: 'CONFLICT' }, 409),
    });
    renderOrder();

    await user.click(await screen.findByRole('button', { name: 'Ask the seller to cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask the seller to cancel' });
    await user.click(
      within(dialog).getByRole('button', {
        name: orderMessages.orders.actions.request_cancel.confirmLabel,
      }),
    );

    expect(await screen.findByText(orderMessages.orders.cancelRequestOpen)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ask the seller to cancel' })).toBeInTheDocument();
  });

  it("shows the route's Not Found page for an order that is not the viewer's (API 404)", async () => {
    stubApi({
      [`GET /orders/${ID}`]: () =>
        jsonResponse({ message: orderMessages.orders.notFound, code: 'NOT_FOUND' }, 404),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderOrder();

    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByText(orderMessages.orders.notFound)).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
  });

  it('offers Try again when the order cannot be loaded for another reason', async () => {
    stubApi({
      [`GET /orders/${ID}`]: () =>
        jsonResponse({ message: errorMessages.errors.unavailable, code: 'UNAVAILABLE' }, 503),
    });
    renderOrder();

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this order");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
