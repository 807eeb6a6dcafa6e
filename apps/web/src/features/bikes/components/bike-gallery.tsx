import { IMAGE_CARD_SIZE, IMAGE_LARGE_SIZE } from '@reride/shared';
import { useState, type KeyboardEvent } from 'react';
import { cardImageUrl, GALLERY_IMAGE_SIZES, responsiveImage } from '../../../lib/image-url';

export interface BikeGalleryProps {
  /** The photos, cover first. */
  images: readonly string[];
  /** The bike's name: the photos' alt texts say which photo of which bike. */
  name: string;
}

function altText(name: string, index: number, count: number) {
  return count === 1 ? name : `${name}, photo ${index + 1} of ${count}`;
}

/**
 * The bike page's photos: a large one and a row of thumbnails. Previous/Next buttons and the
 * arrow keys (while focus is in the gallery) move through them; Home/End jump to the ends.
 */
export function BikeGallery({ images, name }: BikeGalleryProps) {
  const [current, setCurrent] = useState(0);
  const count = images.length;
  const index = Math.min(current, Math.max(count - 1, 0));
  const shown = images[index];
  if (!shown) return null;

  const go = (next: number) => setCurrent((next + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    go(next);
  };

  return (
    // The region takes the arrow keys for its buttons; it is not itself a control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section className="gallery" aria-label={`Photos of ${name}`} onKeyDown={onKeyDown}>
      <div className="gallery__stage">
        <img
          {...responsiveImage(shown, GALLERY_IMAGE_SIZES, 'large')}
          alt={altText(name, index, count)}
          width={IMAGE_LARGE_SIZE.width}
          height={IMAGE_LARGE_SIZE.height}
          fetchPriority="high"
          decoding="async"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className="gallery__nav gallery__nav--prev"
              aria-label="Previous photo"
              onClick={() => go(index - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="gallery__nav gallery__nav--next"
              aria-label="Next photo"
              onClick={() => go(index + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
            <p className="gallery__count" aria-live="polite">
              Photo {index + 1} of {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="gallery__thumbs">
          {images.map((image, i) => (
            <li key={`${image}-${i}`}>
              <button
                type="button"
                className={i === index ? 'gallery__thumb is-current' : 'gallery__thumb'}
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setCurrent(i)}
              >
                <img
                  src={cardImageUrl(image)}
                  alt=""
                  width={IMAGE_CARD_SIZE.width / 5}
                  height={IMAGE_CARD_SIZE.height / 5}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
