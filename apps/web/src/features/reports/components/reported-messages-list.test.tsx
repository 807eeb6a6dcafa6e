import { type ModerationMessage, type ReportedMessage, conversationMessages } from '@reride/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { stubApi, jsonResponse } from '../../../testing/api-server';
import { pageResponse } from '../../../testing/bike-fixtures';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { ReportedMessagesList } from './reported-messages-list';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const texts = conversationMessages.conversations;
const REPORT = 'f00000000000000000000001';
let open: ReportedMessage[];

const makeReport = (overrides: Partial<ReportedMessage> = {}): ReportedMessage => ({
  _id: REPORT,
  conversationId: 'd00000000000000000000001',
  messageId: 'e00000000000000000000002',
  text: '<img src=x onerror=alert(1)> Pay by wire',
  sentAt: '2026-03-01T10:05:00.000Z',
  bike: {
    _id: 'b00000000000000000000001',
    name: 'Trek Marlin 7',
    img: 'http://api.test/images/aaaaaaaaaaaaaaaaaaaaaaaa',
    resalePrice: 650,
    status: 'unsold',
  },
  buyerName: 'Rafi Buyer',
  sellerName: 'Sara Seller',
  reporterName: 'Rafi Buyer',
  reporterRole: 'buyer',
  reason: 'scam',
  note: 'Asks for money up front',
  reportedAt: '2026-03-01T11:00:00.000Z',
  ...overrides,
});

const thread: ModerationMessage[] = [
  {
    _id: 'e00000000000000000000002',
    senderName: 'Sara Seller',
    side: 'seller',
    text: '<img src=x onerror=alert(1)> Pay by wire',
    removed: false,
    reported: true,
    createdAt: '2026-03-01T10:05:00.000Z',
  },
  {
    _id: 'e00000000000000000000001',
    senderName: 'Rafi Buyer',
    side: 'buyer',
    text: 'Is it available?',
    removed: false,
    reported: false,
    createdAt: '2026-03-01T10:00:00.000Z',
  },
];

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
  open = [makeReport()];
});

const decided = () => {
  open = [];
  return jsonResponse({ acknowledged: true, modifiedCount: 1 });
};

function renderList() {
  const api = stubApi({
    'GET /reported-messages': () => pageResponse(open),
    [`GET /reported-messages/${REPORT}/messages`]: () => pageResponse(thread),
    [`POST /reported-messages/${REPORT}/dismiss`]: decided,
    [`POST /reported-messages/${REPORT}/remove`]: decided,
  });
  renderRoutes([{ path: '/', element: <ReportedMessagesList /> }]);
  return api;
}

describe('ReportedMessagesList (API stubbed)', () => {
  it('shows each report with its message as text, the bike, both parties and the reporter', async () => {
    renderList();

    const item = (await screen.findAllByRole('listitem'))[0]!;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reported Messages (1)');
    expect(within(item).getByRole('heading', { name: 'Trek Marlin 7' })).toBeInTheDocument();
    expect(item).toHaveTextContent('Buyer: Rafi Buyer · Seller: Sara Seller');
    expect(item).toHaveTextContent(`Reported by Rafi Buyer (buyer)`);
    expect(item).toHaveTextContent(texts.reportReasons.scam);
    expect(item).toHaveTextContent('Asks for money up front');
    expect(within(item).getByText('<img src=x onerror=alert(1)> Pay by wire')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('reads the conversation on demand, oldest first, the reported message marked', async () => {
    renderList();
    const user = userEvent.setup();

    const read = await screen.findByRole('button', { name: 'Read the conversation' });
    expect(read).toHaveAttribute('aria-expanded', 'false');
    await user.click(read);

    const conversation = await screen.findByRole('list', { name: 'The conversation' });
    const lines = within(conversation).getAllByRole('listitem');
    expect(lines.map((li) => li.querySelector('.message__text')?.textContent)).toEqual([
      'Is it available?',
      '<img src=x onerror=alert(1)> Pay by wire',
    ]);
    expect(within(lines[1]!).getByText('Reported')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide the conversation' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('removes the message after a confirmation, and the report leaves the list', async () => {
    const api = renderList();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Remove message' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove message' });
    expect(dialog).toHaveTextContent(texts.confirmRemove);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText(texts.removedToast)).toBeInTheDocument();
    expect(await screen.findByText(texts.emptyReported)).toBeInTheDocument();
    expect(api.routes()).toContain(`POST /reported-messages/${REPORT}/remove`);
  });

  it('dismisses a report', async () => {
    const api = renderList();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));

    expect(await screen.findByText(texts.dismissedToast)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reported Messages (0)'),
    );
    expect(api.routes()).toContain(`POST /reported-messages/${REPORT}/dismiss`);
  });
});
