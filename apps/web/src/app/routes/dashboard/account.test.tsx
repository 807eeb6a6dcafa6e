import { type Account, accountMessages, commonMessages } from '@reride/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { jsonResponse, stubApi } from '../../../testing/api-server';
import { createFirebaseFake, fakeFirebaseUser } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { makeUser } from '../../../testing/user-fixtures';
import AccountRoute from './account';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(fakeFirebaseUser()).kit);
});

const texts = accountMessages.settings;

function serve(initial: Account) {
  let stored = initial;
  return stubApi({
    'GET /users/me': () => jsonResponse(stored),
    'PATCH /users/me': ({ body }) => {
      const { name, phone, city } = body as { name: string; phone: string; city: string };
      stored = { ...stored, name, phone: phone || null, city: (city || null) as Account['city'] };
      return jsonResponse(stored);
    },
  });
}

describe('Account settings (API stubbed)', () => {
  it('shows the stored name, phone and city and saves a change', async () => {
    const user = userEvent.setup();
    const api = serve(makeUser('Buyer', 'sara@example.com', { phone: '+8801712345678' }));
    renderRoutes([{ path: '/', Component: AccountRoute }]);

    const name = await screen.findByRole('textbox', { name: texts.name });
    expect(name).toHaveValue('Rider');
    expect(screen.getByRole('textbox', { name: texts.email })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: texts.phone })).toHaveValue('+8801712345678');

    await user.clear(name);
    await user.type(name, 'Sara Ahmed');
    await user.selectOptions(
      screen.getByRole('combobox', { name: texts.city }),
      'Sylhet, Bangladesh',
    );
    await user.click(screen.getByRole('button', { name: texts.save }));

    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    expect(api.bodyOf('PATCH /users/me')).toEqual({
      name: 'Sara Ahmed',
      phone: '+8801712345678',
      city: 'Sylhet, Bangladesh',
    });
  });

  it('refuses letters in the phone before sending anything', async () => {
    const user = userEvent.setup();
    const api = serve(makeUser('Buyer'));
    renderRoutes([{ path: '/', Component: AccountRoute }]);

    await user.type(await screen.findByRole('textbox', { name: texts.phone }), 'call me');
    await user.click(screen.getByRole('button', { name: texts.save }));

    expect(await screen.findByText(commonMessages.validation.phoneNumeric)).toBeInTheDocument();
    expect(api.routes()).not.toContain('PATCH /users/me');
  });

  it('offers a buyer to become a seller', async () => {
    serve(makeUser('Buyer'));
    renderRoutes([{ path: '/', Component: AccountRoute }]);
    expect(
      await screen.findByRole('button', { name: accountMessages.becomeSeller.action }),
    ).toBeInTheDocument();
  });

  it('does not offer a seller to become one', async () => {
    serve(makeUser('Seller'));
    renderRoutes([{ path: '/', Component: AccountRoute }]);
    await screen.findByRole('textbox', { name: texts.name });
    expect(
      screen.queryByRole('button', { name: accountMessages.becomeSeller.action }),
    ).not.toBeInTheDocument();
  });
});
