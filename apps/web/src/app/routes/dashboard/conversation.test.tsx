import { type Message, commonMessages, conversationMessages } from '@reride/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { paths } from '../../../lib/paths';
import { stubApi, jsonResponse } from '../../../testing/api-server';
import { pageResponse } from '../../../testing/bike-fixtures';
import { makeConversation, makeMessage } from '../../../testing/conversation-fixtures';
import {
  conversationPageAnswers,
  renderConversationPage,
} from '../../../testing/conversation-page';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { stubProfiles } from '../../../testing/user-fixtures';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const ID = 'd0000000000000000000000a';
const conversation = makeConversation({
  _id: ID,
  bike: {
    _id: 'b0000000000000000000000a',
    name: 'Trek Marlin 7',
    img: 'http://api.test/images/aaaaaaaaaaaaaaaaaaaaaaaa',
    resalePrice: 650,
    status: 'Sold',
  },
  otherName: 'Sara Seller',
  unread: 1,
});

beforeEach(() => {
  // The seller's reputation card asks for their profile beside the page's own data.
  stubProfiles();
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

/** The conversation answers with `newestFirst`; a sent message joins it (as the server would). */
function stubConversation(newestFirst: Message[], send?: () => Response) {
  const sent: unknown[] = [];
  let current = newestFirst;
  const api = stubApi({
    ...conversationPageAnswers(
      () => conversation,
      () => current,
    ),
    [`POST /conversations/${ID}/messages`]: ({ body }) => {
      sent.push(body);
      if (send) return send();
      const { text } = body as { text: string };
      const mine = makeMessage(ID, { mine: true, senderName: 'Rider', text });
      current = [mine, ...current];
      return jsonResponse({ acknowledged: true, messageId: mine._id }, 201);
    },
  });
  return { api, sent };
}

const renderConversation = () => renderConversationPage(ID);

const log = () => screen.findByRole('log', { name: 'Messages' });

describe('the conversation page (API stubbed)', () => {
  it('shows the bike, the privacy note and the messages oldest first, as plain text', async () => {
    stubConversation([
      makeMessage(ID, { text: '<b>hi</b>\nsecond line' }),
      makeMessage(ID, { mine: true, senderName: 'Rider', text: 'Is it still available?' }),
    ]);
    renderConversation();

    expect(await screen.findByRole('heading', { name: 'Trek Marlin 7' })).toBeInTheDocument();
    expect(screen.getByText('$650')).toBeInTheDocument();
    expect(screen.getByText('Sold')).toBeInTheDocument();
    expect(screen.getByText(conversationMessages.conversations.privacy)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sara Seller' })).toHaveAttribute(
      'href',
      paths.profile.getHref(conversation.otherId),
    );

    const items = within(await log()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.message__text')?.textContent)).toEqual([
      'Is it still available?',
      '<b>hi</b>\nsecond line',
    ]);
    expect(items[0]).toHaveTextContent('You');
    expect(items[1]).toHaveTextContent('Sara Seller');
    expect(items[1]!.querySelector('b')).toBeNull();
  });

  it('says under a masked message why its contact details are hidden, on both sides', async () => {
    stubConversation([
      makeMessage(ID, { text: 'Call [phone hidden]', contactHidden: true }),
      makeMessage(ID, { mine: true, text: 'Mail me at rider@example.com', contactHidden: true }),
      makeMessage(ID, { text: 'See you Saturday' }),
    ]);
    renderConversation();

    const [plain, mine, theirs] = within(await log()).getAllByRole('listitem');
    expect(theirs).toHaveTextContent(conversationMessages.conversations.contactHiddenForYou);
    expect(mine).toHaveTextContent(
      conversationMessages.conversations.contactHiddenForThem('Sara Seller'),
    );
    expect(mine).toHaveTextContent('rider@example.com');
    expect(plain).not.toHaveTextContent('order is paid');
  });

  it("marks the other side's messages read on opening", async () => {
    const { api } = stubConversation([makeMessage(ID, { text: 'Hello' })]);
    renderConversation();

    await log();
    await waitFor(() => expect(api.routes()).toContain(`POST /conversations/${ID}/read`));
  });

  it('sends a message, clears the composer and shows it', async () => {
    const { sent } = stubConversation([makeMessage(ID, { text: 'Hello' })]);
    const user = userEvent.setup();
    renderConversation();

    await log();
    const composer = screen.getByLabelText(/Your message/);
    await user.type(composer, '  Can I see it on Saturday?  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(composer).toHaveValue(''));
    expect(sent).toEqual([{ text: 'Can I see it on Saturday?' }]);
    expect(await within(await log()).findByText('Can I see it on Saturday?')).toBeInTheDocument();
  });

  it('sends with Ctrl+Enter and keeps plain Enter as a new line', async () => {
    const { sent } = stubConversation([]);
    const user = userEvent.setup();
    renderConversation();

    const composer = await screen.findByLabelText(/Your message/);
    await user.type(composer, 'line one{Enter}line two');
    expect(sent).toEqual([]);
    await user.keyboard('{Control>}{Enter}{/Control}');

    await waitFor(() => expect(sent).toEqual([{ text: 'line one\nline two' }]));
    await waitFor(() => expect(composer).toHaveValue(''));
  });

  it("refuses an empty message and toasts the server's refusal, keeping the text", async () => {
    const { sent } = stubConversation([], () =>
      jsonResponse({ message: conversationMessages.conversations.closed, code: 'CONFLICT' }, 409),
    );
    const user = userEvent.setup();
    renderConversation();

    const composer = await screen.findByLabelText(/Your message/);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(commonMessages.validation.requiredField)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(composer, 'Still there?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(conversationMessages.conversations.closed)).toBeInTheDocument();
    expect(composer).toHaveValue('Still there?');
  });

  it('loads earlier messages above the newer ones', async () => {
    stubApi({
      [`GET /conversations/${ID}`]: () => jsonResponse(conversation),
      [`POST /conversations/${ID}/read`]: () => jsonResponse({ unread: 0 }),
      [`GET /conversations/${ID}/offers`]: () => pageResponse([]),
      [`GET /conversations/${ID}/messages`]: ({ url }) =>
        url.searchParams.get('cursor') === 'older'
          ? pageResponse([makeMessage(ID, { text: 'First ever' })])
          : pageResponse([makeMessage(ID, { text: 'Latest' })], 'older'),
    });
    const user = userEvent.setup();
    renderConversation();

    await user.click(await screen.findByRole('button', { name: 'Load earlier' }));
    await within(await log()).findByText('First ever');
    const texts = within(await log())
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.message__text')?.textContent);
    expect(texts).toEqual(['First ever', 'Latest']);
  });

  it("answers Not Found for a conversation that is not the caller's", async () => {
    stubApi({
      [`GET /conversations/${ID}`]: () =>
        jsonResponse(
          { message: conversationMessages.conversations.notFound, code: 'NOT_FOUND' },
          404,
        ),
    });
    renderConversation();

    expect(
      await screen.findByText(conversationMessages.conversations.notFound),
    ).toBeInTheDocument();
  });
});
