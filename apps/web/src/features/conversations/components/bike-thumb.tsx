import { cardImageUrl } from '../../../lib/image-url';

/** A conversation's bike photo in the card size: decorative, the bike's name sits beside it. */
export function BikeThumb({ src, size }: { src: string; size: 'sm' | 'md' }) {
  const width = size === 'sm' ? 80 : 120;
  return (
    <img
      className={`bike-thumb bike-thumb--${size}`}
      src={cardImageUrl(src)}
      alt=""
      width={width}
      height={Math.round((width * 292) / 500)}
      loading="lazy"
      decoding="async"
    />
  );
}
