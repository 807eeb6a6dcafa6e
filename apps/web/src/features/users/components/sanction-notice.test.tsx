import { type Sanction, sanctionMessages } from '@reride/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { jsonResponse, stubApi } from '../../../testing/api-server';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { SanctionNotice, sanctionTime } from './sanction-notice';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const texts = sanctionMessages.sanctions;
const UNTIL = '2030-05-04T10:00:00.000Z';

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

const renderNotice = () => renderRoutes([{ path: '/', element: <SanctionNotice /> }]);

describe('SanctionNotice (API stubbed)', () => {
  it('shows a running suspension with its reason and end', async () => {
    const sanction: Sanction = {
      suspension: { reason: 'Spam in messages', at: UNTIL, until: UNTIL },
      warning: null,
    };
    stubApi({ 'GET /users/me/sanction': () => jsonResponse(sanction) });
    renderNotice();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(texts.bannerTitle);
    expect(alert).toHaveTextContent(texts.bannerBody(sanctionTime(UNTIL)));
    expect(alert).toHaveTextContent('Spam in messages');
  });

  it('shows a warning until the person dismisses it', async () => {
    const api = stubApi({
      'GET /users/me/sanction': () =>
        jsonResponse({ suspension: null, warning: { reason: 'Be kind', at: UNTIL } }),
      'POST /users/me/sanction/warning/acknowledge': () =>
        jsonResponse({ suspension: null, warning: null }),
    });
    const user = userEvent.setup();
    renderNotice();

    expect(await screen.findByText(texts.warningTitle)).toBeInTheDocument();
    expect(screen.getByText(/Be kind/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.warningAcknowledge }));

    expect(await screen.findByText(texts.warningAcknowledged)).toBeInTheDocument();
    expect(screen.queryByText(texts.warningTitle)).not.toBeInTheDocument();
    expect(api.routes()).toContain('POST /users/me/sanction/warning/acknowledge');
  });

  it.each([
    ['without a sanction', () => jsonResponse({ suspension: null, warning: null })],
    ['when it cannot be read', () => jsonResponse({ message: 'down', code: 'UNAVAILABLE' }, 503)],
  ])('shows nothing %s', async (_case, answer) => {
    const api = stubApi({ 'GET /users/me/sanction': answer });
    renderNotice();
    await vi.waitFor(() => expect(api.routes()).toContain('GET /users/me/sanction'));
    expect(screen.queryByText(texts.bannerTitle)).not.toBeInTheDocument();
    expect(screen.queryByText(texts.warningTitle)).not.toBeInTheDocument();
  });
});
