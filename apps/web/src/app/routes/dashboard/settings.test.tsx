import {
  DEFAULT_EMAIL_SETTINGS,
  type EmailSettings,
  emailMessages,
  errorMessages,
} from '@reride/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { downUntilRecovered, stubApi, jsonResponse } from '../../../testing/api-server';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import SettingsRoute from './settings';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

const PATH = '/users/me/email-settings';
const box = (topic: keyof EmailSettings) =>
  screen.getByRole('checkbox', { name: new RegExp(`^${emailMessages.email.topics[topic].label}`) });

describe('Email notifications (API stubbed)', () => {
  it('shows the stored choice and saves a change, with a toast', async () => {
    const user = userEvent.setup();
    let stored: EmailSettings = DEFAULT_EMAIL_SETTINGS;
    const sent: unknown[] = [];
    stubApi({
      [`GET ${PATH}`]: () => jsonResponse(stored),
      [`PUT ${PATH}`]: ({ body }) => {
        stored = body as EmailSettings;
        sent.push(stored);
        return jsonResponse(stored);
      },
    });
    renderRoutes([{ path: '/', Component: SettingsRoute }]);

    expect(
      await screen.findByRole('heading', { name: emailMessages.email.settingsTitle }),
    ).toBeVisible();
    expect(await screen.findByRole('checkbox', { name: /^Orders/ })).toBeChecked();
    expect(box('message')).toBeChecked();
    expect(box('offer')).toBeChecked();
    expect(box('wishlist')).not.toBeChecked();

    await user.click(box('message'));
    await user.click(box('wishlist'));
    await user.click(screen.getByRole('button', { name: emailMessages.email.save }));

    expect(await screen.findByText(emailMessages.email.savedToast)).toBeInTheDocument();
    expect(sent).toEqual([
      { order: true, message: false, offer: true, wishlist: true, listing: true, search: true },
    ]);
    expect(box('message')).not.toBeChecked();
    expect(box('wishlist')).toBeChecked();
  });

  it('tells a refused save in a toast and keeps the choice', async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${PATH}`]: DEFAULT_EMAIL_SETTINGS,
      [`PUT ${PATH}`]: () =>
        jsonResponse({ message: errorMessages.errors.unavailable, code: 'UNAVAILABLE' }, 503),
    });
    renderRoutes([{ path: '/', Component: SettingsRoute }]);

    await user.click(await screen.findByRole('checkbox', { name: /^Orders/ }));
    await user.click(screen.getByRole('button', { name: emailMessages.email.save }));

    expect(await screen.findByText(errorMessages.errors.unavailable)).toBeInTheDocument();
    expect(box('order')).not.toBeChecked();
  });

  it('offers Try again when the settings cannot be loaded', async () => {
    const user = userEvent.setup();
    const down = downUntilRecovered('Down for maintenance', () =>
      jsonResponse(DEFAULT_EMAIL_SETTINGS),
    );
    stubApi({ [`GET ${PATH}`]: down.handler });
    renderRoutes([{ path: '/', Component: SettingsRoute }]);

    expect(await screen.findByText('Down for maintenance')).toBeInTheDocument();
    down.recover();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: /^Orders/ })).toBeChecked();
  });
});
