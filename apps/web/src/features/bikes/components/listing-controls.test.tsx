import { type Bike, catalogueMessages, holdMessages } from '@reride/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, jsonResponse } from '../../../testing/api-server';
import { makeBike } from '../../../testing/bike-fixtures';
import { renderRoutes } from '../../../testing/render';
import { ListingControls } from './listing-controls';

/** My Products' listing steps (docs/domain.md#listing-lifecycle). */
const ID = 'a00000000000000000000001';
const NOW = new Date('2026-03-01T10:00:00Z');

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

function renderControls(overrides: Partial<Bike>) {
  const bike = makeBike({ _id: ID, name: 'Trek 820', ...overrides });
  return renderRoutes([{ path: '/', element: <ListingControls bike={bike} now={NOW} /> }]);
}

const answer = (status: Bike['status']) => () =>
  jsonResponse({ acknowledged: true, modifiedCount: 1, status });

describe('ListingControls (API stubbed)', () => {
  it('says why a held listing is not public, and none for a listing not held', () => {
    const held = renderControls({ held: { reason: 'reports', since: NOW.toISOString() } });
    expect(screen.getByText(holdMessages.reports)).toBeInTheDocument();
    held.unmount();
    renderControls({ status: 'unsold' });
    expect(screen.queryByText(holdMessages.reports)).toBeNull();
    expect(screen.queryByText(holdMessages.firstListing)).toBeNull();
  });

  it('says "Waiting for approval" on a first listing held for approval', () => {
    renderControls({ held: { reason: 'first-listing', since: NOW.toISOString() } });
    expect(screen.getByText('Waiting for approval')).toBeInTheDocument();
  });

  it('pauses a live listing, showing the days left and the shared toast', async () => {
    const api = stubApi({ [`POST /bikes/${ID}/pause`]: answer('paused') });
    renderControls({ status: 'unsold', expiresAt: '2026-03-11T12:00:00.000Z' });

    expect(screen.getByText('Expires in 10 days')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));

    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(catalogueMessages.bikes.didPause),
    );
    expect(api.routes()).toEqual([`POST /bikes/${ID}/pause`]);
  });

  it('resumes a paused listing and renews an expired one', async () => {
    stubApi({
      [`POST /bikes/${ID}/resume`]: answer('unsold'),
      [`POST /bikes/${ID}/renew`]: answer('unsold'),
    });
    const { unmount } = renderControls({ status: 'paused' });
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(catalogueMessages.bikes.didResume),
    );
    unmount();

    renderControls({ status: 'expired' });
    expect(screen.getByText(catalogueMessages.bikes.expiredLabel)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Renew' }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(catalogueMessages.bikes.didRenew),
    );
  });

  it('asks before ending the listing as sold elsewhere, and tells a refusal', async () => {
    const api = stubApi({
      [`POST /bikes/${ID}/sold-elsewhere`]: () =>
        jsonResponse(
          { message: catalogueMessages.bikes.lifecyclePaidOrder, code: 'CONFLICT' },
          409,
        ),
    });
    renderControls({ status: 'unsold' });

    await userEvent.click(screen.getByRole('button', { name: 'Sold elsewhere' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText(catalogueMessages.bikes.confirmSoldElsewhere),
    ).toBeInTheDocument();
    expect(api.routes()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as sold elsewhere' }));

    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(catalogueMessages.bikes.lifecyclePaidOrder),
    );
  });

  it('offers nothing on a sold listing', () => {
    renderControls({ status: 'Sold' });
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
