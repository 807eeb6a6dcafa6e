import { type OrderReviews, type Review, reviewMessages } from '@reride/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { jsonResponse, stubApi } from '../../../testing/api-server';
import { makeOrder } from '../../../testing/booking-fixtures';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import OrderRoute from './order';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const ID = 'c0000000000000000000000c';
const REVIEWS = `/orders/${ID}/reviews`;
const text = reviewMessages.reviews;

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

const completedOrder = makeOrder({ _id: ID, status: 'completed', viewer: 'buyer' });

const review = (overrides: Partial<Review> = {}): Review => ({
  _id: 'e00000000000000000000001',
  orderId: ID,
  about: 'seller',
  authorName: 'Bob Buyer',
  bikeName: 'Trek Marlin 7',
  rating: 4,
  subRatings: { asDescribed: 4, communication: 5, handover: 3 },
  text: 'Smooth handover',
  submittedAt: '2026-03-01T10:00:00.000Z',
  publishedAt: null,
  reply: null,
  labels: [],
  ...overrides,
});

const reviews = (overrides: Partial<OrderReviews> = {}): OrderReviews => ({
  about: 'seller',
  otherName: 'Sara Seller',
  canReview: true,
  windowEndsAt: '2026-03-15T10:00:00.000Z',
  mine: null,
  theirs: null,
  canReply: false,
  ...overrides,
});

function renderOrder() {
  renderRoutes([{ path: '/dashboard/orders/:id', Component: OrderRoute }], {
    initialEntries: [`/dashboard/orders/${ID}`],
  });
}

const section = () => screen.findByRole('region', { name: text.title });

describe('Reviews on the order page (API stubbed)', () => {
  it('asks for every rating, confirms, sends the review and shows it saved until published', async () => {
    const sent: unknown[] = [];
    let current = reviews();
    stubApi({
      [`GET /orders/${ID}`]: completedOrder,
      [`GET ${REVIEWS}`]: () => jsonResponse(current),
      [`POST ${REVIEWS}`]: ({ body }) => {
        sent.push(body);
        current = reviews({ canReview: false, mine: review() });
        return jsonResponse(current, 201);
      },
    });
    const user = userEvent.setup();
    renderOrder();

    const region = await section();
    await within(region).findByRole('heading', { name: text.leaveAbout('Sara Seller') });
    const send = within(region).getByRole('button', { name: text.submit });
    expect(send).toBeDisabled();

    const choose = async (legend: string, stars: number) =>
      user.click(
        within(within(region).getByRole('group', { name: legend })).getByRole('radio', {
          name: text.star(stars),
        }),
      );
    await choose(text.overall, 4);
    await choose(text.sub.asDescribed, 4);
    await choose(text.sub.communication, 5);
    expect(send).toBeDisabled();
    await choose(text.sub.handover, 3);
    await user.type(within(region).getByLabelText(text.text), 'Smooth handover');
    await user.click(send);

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(text.confirm);
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: text.submit }));

    expect(
      await within(region).findByText(text.saved('Sara Seller', 'Mar 15, 2026')),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        rating: 4,
        subRatings: { asDescribed: 4, communication: 5, handover: 3 },
        text: 'Smooth handover',
      },
    ]);
    expect(within(region).queryByRole('button', { name: text.submit })).not.toBeInTheDocument();
  });

  it('sends nothing when the confirmation is declined', async () => {
    const api = stubApi({
      [`GET /orders/${ID}`]: makeOrder({ _id: ID, status: 'completed', viewer: 'seller' }),
      [`GET ${REVIEWS}`]: reviews({ about: 'buyer', otherName: 'Bob Buyer' }),
    });
    const user = userEvent.setup();
    renderOrder();
    const region = await section();
    for (const legend of [text.overall, text.sub.communication, text.sub.punctuality]) {
      const group = await within(region).findByRole('group', { name: legend });
      await user.click(within(group).getByRole('radio', { name: text.star(5) }));
    }
    expect(within(region).queryByRole('group', { name: text.sub.handover })).toBeNull();
    await user.click(within(region).getByRole('button', { name: text.submit }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep editing' }),
    );
    expect(api.requests.some((r) => r.route.startsWith('POST'))).toBe(false);
  });

  it('shows both published reviews, their labels, and lets the person reviewed reply once', async () => {
    const sent: unknown[] = [];
    const at = '2026-03-05T10:00:00.000Z';
    const theirs = review({
      _id: 'e00000000000000000000002',
      about: 'buyer',
      authorName: 'Sara Seller',
      subRatings: { communication: 5, punctuality: 4 },
      text: 'Paid fast',
      publishedAt: at,
      labels: ['refunded'],
    });
    stubApi({
      [`GET /orders/${ID}`]: completedOrder,
      [`GET ${REVIEWS}`]: reviews({
        canReview: false,
        mine: review({ publishedAt: at }),
        theirs,
        canReply: true,
      }),
      [`POST /reviews/${theirs._id}/reply`]: ({ body }) => {
        sent.push(body);
        return jsonResponse({ ...theirs, reply: { text: 'Thank you', at } });
      },
    });
    const user = userEvent.setup();
    renderOrder();
    const region = await section();
    expect(await within(region).findByText('Paid fast')).toBeInTheDocument();
    expect(within(region).getByText('Smooth handover')).toBeInTheDocument();
    expect(within(region).getByText(text.label.refunded)).toBeInTheDocument();
    expect(
      within(region).getByRole('heading', { name: text.theirs('Sara Seller') }),
    ).toBeInTheDocument();

    const reply = within(region).getByRole('button', { name: text.replySend });
    expect(reply).toBeDisabled();
    await user.type(within(region).getByLabelText(text.replyLabel), 'Thank you');
    await user.click(reply);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: text.replySend }),
    );
    await vi.waitFor(() => expect(sent).toEqual([{ text: 'Thank you' }]));
  });

  it('offers Try again when the reviews fail to load', async () => {
    stubApi({
      [`GET /orders/${ID}`]: completedOrder,
      [`GET ${REVIEWS}`]: () => jsonResponse({ message: 'Down', code: 'UNAVAILABLE' }, 503),
    });
    renderOrder();
    const region = await section();
    expect(await within(region).findByText(text.loadFailed)).toBeInTheDocument();
  });
});
