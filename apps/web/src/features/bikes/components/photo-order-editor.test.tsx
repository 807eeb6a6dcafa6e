import { catalogueMessages } from '@reride/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { stubApi, jsonResponse } from '../../../testing/api-server';
import { makeBike } from '../../../testing/bike-fixtures';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { PhotoOrderEditor } from './photo-order-editor';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const BIKE_ID = 'dededededededededededede';
const photo = (c: string) => `http://api.test/images/${c.repeat(24)}`;

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

describe('PhotoOrderEditor (API stubbed)', () => {
  it('reorders the photos and saves the new order with PATCH /bikes/:id/images', async () => {
    let sent: unknown;
    stubApi({
      [`PATCH /bikes/${BIKE_ID}/images`]: ({ body }) => {
        sent = body;
        return jsonResponse({ acknowledged: true, modifiedCount: 1, images: [] });
      },
    });
    const bike = makeBike({
      _id: BIKE_ID,
      name: 'Scott Aspect',
      img: photo('a'),
      images: [photo('a'), photo('b'), photo('c')],
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <PhotoOrderEditor bike={bike} /> }]);

    const save = screen.getByRole('button', { name: 'Save photo order' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move up photo 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }));

    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Cover');
    expect(within(items[0]!).getByRole('img')).toHaveAttribute('src', `${photo('b')}?size=card`);
    await user.click(save);

    expect(await screen.findByText(catalogueMessages.bikes.imagesUpdated)).toBeInTheDocument();
    expect(sent).toEqual({ images: [photo('b'), photo('a')] });
  });

  it('shows nothing for a sold bike (its photos can no longer change)', () => {
    stubApi({});
    renderRoutes([
      { path: '/', element: <PhotoOrderEditor bike={makeBike({ status: 'Sold' })} /> },
    ]);
    expect(screen.queryByRole('button', { name: 'Save photo order' })).not.toBeInTheDocument();
  });
});
