import { type ContactMessage, siteMessages } from '@reride/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { stubApi } from '../../../testing/api-server';
import { pageResponse } from '../../../testing/bike-fixtures';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { ContactMessagesList } from './contact-messages-list';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const texts = siteMessages.contact;
const letter = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  _id: 'c00000000000000000000001',
  name: 'Rina Rahman',
  email: 'rina@example.com',
  topic: 'order',
  message: '<b>Help</b>\nMy seller has not answered.',
  userId: null,
  createdAt: '2026-03-01T10:05:00.000Z',
  ...overrides,
});

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

const renderList = () => renderRoutes([{ path: '*', element: <ContactMessagesList /> }]);

describe('Contact Messages (admin, API stubbed)', () => {
  it('shows each message as text with its sender, topic and a reply link', async () => {
    stubApi({
      'GET /contact-messages': () =>
        pageResponse([
          letter(),
          letter({
            _id: 'c00000000000000000000002',
            name: 'Tom',
            userId: '64b000000000000000000001',
          }),
        ]),
    });
    renderList();
    const list = await screen.findByRole('list', { name: texts.listTitle });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Rina Rahman');
    expect(first).toHaveTextContent('visitor');
    expect(first).toHaveTextContent(texts.topics.order);
    // Written by anyone: the markup is text, never HTML.
    expect(first).toHaveTextContent('<b>Help</b>');
    expect(within(first!).getByRole('link', { name: 'rina@example.com' })).toHaveAttribute(
      'href',
      `mailto:rina@example.com?subject=${encodeURIComponent(`Re: ${texts.topics.order}`)}`,
    );
    expect(second).toHaveTextContent('signed in');
  });

  it('says so when nobody has written yet', async () => {
    stubApi({ 'GET /contact-messages': () => pageResponse([]) });
    renderList();
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
  });
});
