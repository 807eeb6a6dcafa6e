import { currentYear } from '@reride/shared';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BIKE_CARD_IMAGE_SIZES } from '../../../lib/image-url';
import { makeBike } from '../../../testing/bike-fixtures';
import { expectFacts } from '../../../testing/facts';
import { BikeCard } from './bike-card';

/** Cards link to the bike page, so they render inside a router. */
const renderCard = (ui: ReactElement) => render(ui, { wrapper: MemoryRouter });

describe('BikeCard', () => {
  it("links its title and photo to the bike's page", () => {
    const bike = makeBike({ _id: 'abcabcabcabcabcabcabcabc', name: 'Giant Talon' });
    renderCard(<BikeCard bike={bike} />);

    const title = screen.getByRole('heading', { name: 'Giant Talon' });
    expect(within(title).getByRole('link', { name: 'Giant Talon' })).toHaveAttribute(
      'href',
      '/bikes/abcabcabcabcabcabcabcabc',
    );
    // The photo's link is for pointers only: one tab stop per card.
    const photoLink = screen.getByRole('img', { name: 'Giant Talon' }).closest('a');
    expect(photoLink).toHaveAttribute('href', '/bikes/abcabcabcabcabcabcabcabc');
    expect(photoLink).toHaveAttribute('tabindex', '-1');
  });

  it('shows brand, frame size and wheel size compactly when the seller gave them', () => {
    const { rerender } = renderCard(
      <BikeCard bike={makeBike({ brand: 'Trek', frameSize: 'M', wheelSize: '29"' })} />,
    );
    expect(screen.getByText('Trek · Frame M · 29" wheels')).toBeInTheDocument();

    rerender(<BikeCard bike={makeBike({ wheelSize: '700c' })} />);
    expect(screen.getByText('700c wheels')).toBeInTheDocument();
    expect(screen.queryByText(/Frame /)).not.toBeInTheDocument();
  });

  it('shows name, prices with $, years used, condition, location, posted on and seller', () => {
    const bike = makeBike({
      name: 'Trek Marlin 7',
      resalePrice: 1250,
      originalPrice: 2100.5,
      purchaseYear: currentYear() - 4,
      condition: 'Good',
      location: 'Sylhet, Bangladesh',
      postedOn: '02/01/2025',
      seller: 'Ana Rider',
    });
    renderCard(<BikeCard bike={bike} />);

    expect(screen.getByRole('heading', { name: 'Trek Marlin 7' })).toBeInTheDocument();
    expectFacts({
      'Resale price': '$1,250',
      'Original price': '$2,100.50',
      Used: '4 years',
      Condition: 'Good',
      Location: 'Sylhet, Bangladesh',
      'Posted on': '02/01/2025',
      Seller: 'Ana Rider',
    });
  });

  it('offers the card and large sizes by slot width, with its dimensions set, lazily unless eager', () => {
    const stored = 'http://api.test/images/aaaaaaaaaaaaaaaaaaaaaaa1';
    const bike = makeBike({ img: stored });
    const { rerender } = renderCard(<BikeCard bike={bike} />);

    const image = screen.getByRole('img', { name: bike.name });
    expect(image).toHaveAttribute('src', `${stored}?size=card`);
    expect(image).toHaveAttribute('srcset', `${stored}?size=card 500w, ${stored}?size=large 1000w`);
    expect(image).toHaveAttribute('sizes', BIKE_CARD_IMAGE_SIZES);
    expect(image).toHaveAttribute('width', '500');
    expect(image).toHaveAttribute('height', '292');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');

    rerender(<BikeCard bike={bike} eager />);
    const eager = screen.getByRole('img', { name: bike.name });
    expect(eager).toHaveAttribute('loading', 'eager');
    expect(eager).toHaveAttribute('fetchpriority', 'high');
  });

  it('gives a photo from another host neither srcset nor sizes: it has one size only', () => {
    const bike = makeBike({ img: 'https://i.ibb.co/abc/bike.jpg' });
    renderCard(<BikeCard bike={bike} />);

    const image = screen.getByRole('img', { name: bike.name });
    expect(image).toHaveAttribute('src', 'https://i.ibb.co/abc/bike.jpg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it('marks a verified seller with a named check mark, and only a verified one', () => {
    const { rerender } = renderCard(<BikeCard bike={makeBike({ sellerVerified: true })} />);
    expect(screen.getByRole('img', { name: 'Verified seller' })).toBeInTheDocument();

    rerender(<BikeCard bike={makeBike({ sellerVerified: false })} />);
    expect(screen.queryByRole('img', { name: 'Verified seller' })).not.toBeInTheDocument();
  });

  it('offers Book and Report, calling back with the bike', async () => {
    const bike = makeBike({ name: 'Giant Talon' });
    const onBook = vi.fn();
    const onReport = vi.fn();
    const user = userEvent.setup();
    renderCard(<BikeCard bike={bike} onBook={onBook} onReport={onReport} />);

    await user.click(screen.getByRole('button', { name: 'Book Giant Talon' }));
    await user.click(screen.getByRole('button', { name: 'Report Giant Talon' }));

    expect(onBook).toHaveBeenCalledWith(bike);
    expect(onReport).toHaveBeenCalledWith(bike);
  });

  it('shows no Report button without onReport (visitors)', () => {
    renderCard(<BikeCard bike={makeBike()} onBook={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  });

  it('shows the Reported badge and still lets another viewer report it', () => {
    renderCard(
      <BikeCard bike={makeBike({ reported: true })} onBook={vi.fn()} onReport={vi.fn()} />,
    );

    const card = screen.getByRole('article');
    expect(within(card).getByText('Reported')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Report/ })).toBeEnabled();
    expect(within(card).getByRole('button', { name: /^Book/ })).toBeEnabled();
  });

  it('hides the Report button from the viewer who reported the bike', () => {
    renderCard(
      <BikeCard
        bike={makeBike({ reported: true })}
        onBook={vi.fn()}
        onReport={vi.fn()}
        reportedByViewer
      />,
    );

    const card = screen.getByRole('article');
    expect(within(card).getByText('Reported')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  });

  it("labels the viewer's own listing and offers neither Book nor Report on it", () => {
    renderCard(<BikeCard bike={makeBike()} onBook={vi.fn()} onReport={vi.fn()} ownListing />);

    const card = screen.getByRole('article');
    expect(within(card).getByText('Your listing')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Book/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  });
});
