import { photoMessages } from '@reride/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './avatar';

const URL = 'http://api.test/images/a1a1a1a1a1a1a1a1a1a1a1a1';

describe('Avatar', () => {
  it('shows the small rendition of a photo in the small size, the large one in the large', () => {
    const { rerender } = render(<Avatar name="Sara Ahmed" photoUrl={URL} />);
    const small = screen.getByRole('img', { name: photoMessages.alt('Sara Ahmed') });
    expect(small).toHaveAttribute('src', `${URL}?size=card`);
    expect(small).toHaveClass('avatar', 'avatar--small');
    rerender(<Avatar name="Sara Ahmed" photoUrl={URL} size="large" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', URL);
  });

  it('shows the initials without a photo, named for screen readers', () => {
    render(<Avatar name="Sara Ahmed" photoUrl={null} />);
    expect(screen.getByRole('img', { name: 'Sara Ahmed' })).toHaveTextContent('SA');
  });

  it('is silent beside the written name', () => {
    const { container } = render(
      <>
        <Avatar name="Sara Ahmed" photoUrl={URL} decorative />
        <Avatar name="Sara Ahmed" photoUrl={null} decorative />
      </>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(container.querySelector('.avatar--initials')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and the last word, capitalised', () => {
    const names = ['Sara Ahmed', '  sara   binte ahmed ', 'rider', 'Élodie Ñúñez', ''];
    expect(names.map(initialsOf)).toEqual(['SA', 'SA', 'R', 'ÉÑ', '?']);
  });
});
