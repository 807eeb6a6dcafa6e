import { type Conversation, type Message, conversationMessages } from '@reride/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { stubApi, jsonResponse } from '../../../testing/api-server';
import { makeConversation, makeMessage } from '../../../testing/conversation-fixtures';
import {
  conversationPageAnswers,
  renderConversationPage,
} from '../../../testing/conversation-page';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { stubProfiles } from '../../../testing/user-fixtures';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const ID = 'd0000000000000000000000b';
const texts = conversationMessages.conversations;

beforeEach(() => {
  // The seller's reputation card asks for their profile beside the page's own data.
  stubProfiles();
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

/** The page of one conversation, its messages `newestFirst`, and extra answers. */
function renderConversation(
  overrides: Partial<Conversation>,
  newestFirst: Message[],
  more: Parameters<typeof stubApi>[0] = {},
) {
  let conversation = makeConversation({ _id: ID, otherName: 'Sara Seller', ...overrides });
  const api = stubApi({
    ...conversationPageAnswers(
      () => conversation,
      () => newestFirst,
    ),
    [`PUT /conversations/${ID}/block`]: () => {
      conversation = { ...conversation, state: 'blocked', blockedByMe: true };
      return jsonResponse({ acknowledged: true, modifiedCount: 1 });
    },
    [`DELETE /conversations/${ID}/block`]: () => {
      conversation = { ...conversation, state: 'open', blockedByMe: false };
      return jsonResponse({ acknowledged: true, modifiedCount: 1 });
    },
    ...more,
  });
  renderConversationPage(ID);
  return api;
}

const log = () => screen.findByRole('log', { name: 'Messages' });

describe('reports and blocks on the conversation page (API stubbed)', () => {
  it("reports the other participant's message with a reason and a note", async () => {
    const theirs = makeMessage(ID, { text: '<b>Pay</b> by wire first' });
    const reports: unknown[] = [];
    renderConversation({}, [theirs, makeMessage(ID, { mine: true, text: 'Hi' })], {
      [`POST /conversations/${ID}/messages/${theirs._id}/report`]: ({ body }) => {
        reports.push(body);
        return jsonResponse({ acknowledged: true, modifiedCount: 1 });
      },
    });
    const user = userEvent.setup();

    const messagesLog = await log();
    // Only the other participant's message offers Report.
    const buttons = within(messagesLog).getAllByRole('button', { name: /^Report the message/ });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);

    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    expect(within(dialog).getByText('<b>Pay</b> by wire first')).toBeInTheDocument();
    expect(dialog.querySelector('b')).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('What is wrong'), 'scam');
    await user.type(within(dialog).getByLabelText(/Anything the administrator/), 'Asks for money');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));

    expect(await screen.findByText(texts.reportedToast)).toBeInTheDocument();
    expect(reports).toEqual([{ reason: 'scam', note: 'Asks for money' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a removed message as "Message removed", without its text or Report', async () => {
    renderConversation({}, [makeMessage(ID, { removed: true, text: '' })]);

    const messagesLog = await log();
    expect(within(messagesLog).getByText(texts.messageRemoved)).toBeInTheDocument();
    expect(within(messagesLog).queryByRole('button', { name: /Report/ })).toBeNull();
  });

  it('blocks after a confirmation, then shows the banner and turns the composer off', async () => {
    const api = renderConversation({}, [makeMessage(ID)]);
    const user = userEvent.setup();

    await log();
    expect(screen.getByLabelText(/Your message/)).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Block user' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Sara Seller' });
    expect(dialog).toHaveTextContent(texts.confirmBlock('Sara Seller'));
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(await screen.findByText(texts.blockedByMe)).toBeInTheDocument();
    expect(api.routes()).toContain(`PUT /conversations/${ID}/block`);
    expect(screen.getByLabelText(/Your message/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Unblock Sara Seller' })).getByRole('button', {
        name: 'Unblock',
      }),
    );
    await waitFor(() => expect(screen.queryByText(texts.blockedByMe)).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Your message/)).toBeEnabled();
  });

  it('tells the blocked side, which cannot unblock', async () => {
    renderConversation({ state: 'blocked', blockedByMe: false }, [makeMessage(ID)]);

    expect(await screen.findByText(texts.blockedByThem)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unblock' })).toBeNull();
    expect(screen.getByLabelText(/Your message/)).toBeDisabled();
  });

  it('shows a closed conversation closed, with nothing to block and nothing to send', async () => {
    renderConversation({ state: 'closed' }, [makeMessage(ID)]);

    expect(await screen.findByText(texts.closedBanner)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block user' })).toBeNull();
    expect(screen.getByLabelText(/Your message/)).toBeDisabled();
    // The other side was removed: their name no longer leads to a profile.
    expect(screen.getByText(/With Sara Seller/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sara Seller' })).toBeNull();
  });
});
