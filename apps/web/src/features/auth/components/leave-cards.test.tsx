import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveMessages } from '@reride/shared';
import { getFirebaseAuth } from '../../../lib/firebase';
import { paths } from '../../../lib/paths';
import { jsonResponse, stubApi } from '../../../testing/api-server';
import { createFirebaseFake, fakeFirebaseUser } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { makeUser, meResponse } from '../../../testing/user-fixtures';
import { DeleteAccountCard, YourDataCard } from './leave-cards';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const texts = leaveMessages.deleteAccount;

function renderCards() {
  return renderRoutes(
    [
      {
        path: paths.dashboard.account.path,
        element: (
          <>
            <YourDataCard />
            <DeleteAccountCard />
          </>
        ),
      },
      { path: paths.home.path, element: <h1>Home page</h1> },
    ],
    { initialEntries: [paths.dashboard.account.getHref()] },
  );
}

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(fakeFirebaseUser()).kit);
});

describe('"Your data" (Account settings)', () => {
  it('downloads the file the API answers, named by its date', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:data');
    URL.revokeObjectURL = vi.fn();
    const api = stubApi({
      'GET /users/me': () => meResponse('Buyer'),
      'GET /users/me/data': () =>
        jsonResponse({
          exportedAt: '2026-11-27T10:00:00.000Z',
          account: {
            ...makeUser('Buyer'),
            phone: null,
            city: null,
            emailSettings: {
              order: true,
              message: true,
              offer: true,
              wishlist: false,
              listing: true,
              search: true,
            },
          },
          listings: [],
          orders: { asBuyer: [], asSeller: [] },
          messages: [],
          offers: [],
          notifications: [],
          wishlist: [],
          reports: [],
          reviews: { written: [], received: [], reported: [] },
          theftReports: [],
          savedSearches: [],
          earnings: null,
        }),
    });
    renderCards();
    await user.click(await screen.findByRole('button', { name: leaveMessages.yourData.action }));
    await vi.waitFor(() => expect(saved).toEqual(['reride-data-2026-11-27.json']));
    expect(api.routes()).toContain('GET /users/me/data');
    clicked.mockRestore();
  });
});

describe('"Delete account" (Account settings)', () => {
  it('asks for the typed word and sends nothing until it is typed', async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'GET /users/me': () => meResponse('Buyer') });
    renderCards();
    await user.click(await screen.findByRole('button', { name: texts.action }));
    const dialog = await screen.findByRole('dialog', { name: texts.confirmTitle });
    await user.type(within(dialog).getByLabelText(texts.confirmLabel), 'delete');
    await user.click(within(dialog).getByRole('button', { name: texts.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(texts.wrongConfirmation);
    expect(api.routes()).not.toContain('DELETE /users/me');
  });

  it("shows the API's reason when the deletion is refused", async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /users/me': () => meResponse('Buyer'),
      'DELETE /users/me': () =>
        jsonResponse({ code: 'CONFLICT', message: texts.orderInProgress }, 409),
    });
    renderCards();
    await user.click(await screen.findByRole('button', { name: texts.action }));
    const dialog = await screen.findByRole('dialog', { name: texts.confirmTitle });
    await user.type(within(dialog).getByLabelText(texts.confirmLabel), texts.confirmWord);
    await user.click(within(dialog).getByRole('button', { name: texts.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(texts.orderInProgress);
  });

  it('signs out and lands on the home page once deleted', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /users/me': () => meResponse('Buyer'),
      'DELETE /users/me': () => jsonResponse({ acknowledged: true, deletedCount: 1 }),
    });
    renderCards();
    await user.click(await screen.findByRole('button', { name: texts.action }));
    const dialog = await screen.findByRole('dialog', { name: texts.confirmTitle });
    await user.type(within(dialog).getByLabelText(texts.confirmLabel), texts.confirmWord);
    await user.click(within(dialog).getByRole('button', { name: texts.confirm }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(api.routes()).toContain('DELETE /users/me');
  });
});
