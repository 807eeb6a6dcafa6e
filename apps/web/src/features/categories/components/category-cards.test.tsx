import { CATEGORIES } from '@reride/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { downUntilRecovered, stubApi, jsonResponse } from '../../../testing/api-server';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { CategoryCards } from './category-cards';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

describe('CategoryCards (API stubbed)', () => {
  it('shows the three categories from the API, linking to their pages, Kids Bikes marked NEW', async () => {
    stubApi({ 'GET /categories': CATEGORIES });
    renderRoutes([{ path: '/', element: <CategoryCards /> }]);

    const links = await screen.findAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Mountain Bikes', 'Road Bikes', 'Kids Bikes']);
    expect(links[0]).toHaveAttribute('href', `/category/${CATEGORIES[0]._id}`);
    const kids = screen.getByRole('link', { name: 'Kids Bikes' }).closest('article')!;
    expect(within(kids).getByText('NEW')).toBeInTheDocument();
    expect(screen.getAllByText('NEW')).toHaveLength(1);
    const image = kids.querySelector('img')!;
    expect(image.src).toBe(`${window.location.origin}/categories/kids-bikes.svg`);
    expect(image).toHaveAttribute('width', '500');
    expect(image).toHaveAttribute('height', '292');
  });

  it('offers a retry when the categories cannot load', async () => {
    const categories = downUntilRecovered('Unavailable', () => jsonResponse(CATEGORIES));
    stubApi({ 'GET /categories': categories.handler });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <CategoryCards /> }]);

    expect(await screen.findByText("We couldn't load the categories")).toBeInTheDocument();
    categories.recover();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Road Bikes' })).toBeInTheDocument();
  });
});
