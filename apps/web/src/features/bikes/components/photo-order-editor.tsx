import { IMAGE_CARD_SIZE, type Bike } from '@reride/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cardImageUrl } from '../../../lib/image-url';
import { useUpdateBikeImages } from '../api/update-bike-images';
import { PhotoControls } from './photo-controls';
import { moveItem } from './photo-picker';

/**
 * My Products: a listing's photos in order, moved with Move up / Move down, removed, and saved
 * with PATCH /bikes/:id/images (the first becomes the cover). Sold bikes keep their photos.
 */
export function PhotoOrderEditor({ bike }: { bike: Bike }) {
  const saved = bike.images.length > 0 ? bike.images : [bike.img];
  const [images, setImages] = useState(saved);
  const [announcement, setAnnouncement] = useState('');
  const update = useUpdateBikeImages();
  const changed = images.join('\n') !== saved.join('\n');
  const headingId = `photos-${bike._id}`;

  if (bike.status !== 'unsold') return null;

  const move = (from: number, to: number) => {
    setImages(moveItem(images, from, to));
    setAnnouncement(`Photo moved to position ${to + 1} of ${images.length}`);
  };

  return (
    <section className="photo-picker" aria-labelledby={headingId}>
      <h3 id={headingId} className="bike-details__subtitle">
        Photos of {bike.name}
      </h3>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <ol className="photo-picker__list">
        {images.map((image, index) => (
          <li key={image} className="photo-picker__item">
            <img
              src={cardImageUrl(image)}
              alt={`${bike.name}, ${index + 1} of ${images.length}`}
              width={IMAGE_CARD_SIZE.width / 2}
              height={IMAGE_CARD_SIZE.height / 2}
              loading="lazy"
            />
            <PhotoControls
              index={index}
              count={images.length}
              removable={images.length > 1}
              onMove={move}
              onRemove={(at) => setImages(images.filter((_, i) => i !== at))}
            />
          </li>
        ))}
      </ol>
      <div className="photo-picker__buttons">
        <Button
          disabled={!changed}
          loading={update.isPending}
          onClick={() => update.mutate({ id: bike._id, images })}
        >
          Save photo order
        </Button>
        {changed && (
          <Button variant="ghost" onClick={() => setImages(saved)}>
            Undo changes
          </Button>
        )}
      </div>
    </section>
  );
}
