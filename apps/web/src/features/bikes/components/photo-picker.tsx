import { IMAGE_CARD_SIZE, MAX_BIKE_IMAGES, commonMessages } from '@reride/shared';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { buttonClassName } from '../../../components/ui/button';
import { Field, useFieldIds } from '../../../components/ui/field';
import { IMAGE_TYPES, imageBytesProblem, imageProblem } from '../lib/add-product-schema';
import { PhotoControls, type MoveDirection } from './photo-controls';

export interface PhotoPickerProps {
  /** The chosen photos in display order; the first is the cover. */
  value: File[];
  onChange: (files: File[]) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** Moves the item at `from` to `to` (both in range), returning a new array. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** A local preview of a chosen file, released when the photo leaves the list. */
function usePreview(file: File): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    // jsdom (tests) has no object URLs: the preview is then simply empty.
    if (typeof URL.createObjectURL !== 'function') return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

function Preview({ file, index, count }: { file: File; index: number; count: number }) {
  const url = usePreview(file);
  return (
    <img
      src={url}
      alt={`${file.name}, ${index + 1} of ${count}`}
      width={IMAGE_CARD_SIZE.width / 2}
      height={IMAGE_CARD_SIZE.height / 2}
    />
  );
}

/**
 * Up to six photos for Add a Product: choose files (several at once), see them in order, move a
 * photo up or down with buttons (the keyboard way to reorder), remove it. The first is the cover.
 */
export function PhotoPicker({ value, onChange, onBlur, error, disabled }: PhotoPickerProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusNext, setFocusNext] = useState<string | null>(null);
  // Pointer users may also drag a photo onto another's place; the buttons stay the keyboard way.
  const [dragged, setDragged] = useState<number | null>(null);
  const room = MAX_BIKE_IMAGES - value.length;
  const hint = `Up to ${MAX_BIKE_IMAGES} photos, the first is the cover. JPEG, PNG or WebP up to 5 MB; best at ${IMAGE_CARD_SIZE.width} x ${IMAGE_CARD_SIZE.height} pixels.`;
  const shownError = problem ?? error;
  const ids = useFieldIds(undefined, { error: shownError, hint });

  // A moved photo's button keeps the focus (its list item was re-inserted).
  useEffect(() => {
    if (!focusNext) return;
    buttons.current.get(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext, value]);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const problems = await Promise.all(
      chosen.map(async (file) => imageProblem(file) ?? (await imageBytesProblem(file))),
    );
    const refused = problems.find(Boolean) ?? null;
    const fitting = chosen.filter((_, i) => !problems[i]);
    const added = fitting.slice(0, Math.max(room, 0));
    setProblem(
      refused ?? (added.length < fitting.length ? commonMessages.validation.imagesTooMany : null),
    );
    if (added.length > 0) onChange([...value, ...added]);
  };

  const move = (from: number, to: number, button: MoveDirection) => {
    onChange(moveItem(value, from, to));
    setAnnouncement(
      `Photo moved to position ${to + 1} of ${value.length}${to === 0 ? ', now the cover' : ''}`,
    );
    // At an end the pressed button is disabled; its partner takes the focus instead.
    const edge = (button === 'up' && to === 0) || (button === 'down' && to === value.length - 1);
    setFocusNext(`${to}-${edge ? (button === 'up' ? 'down' : 'up') : button}`);
  };

  const drop = (to: number) => {
    if (dragged !== null && dragged !== to) {
      onChange(moveItem(value, dragged, to));
      setAnnouncement(`Photo moved to position ${to + 1} of ${value.length}`);
    }
    setDragged(null);
  };

  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    setProblem(null);
    setAnnouncement(`Photo ${index + 1} removed`);
  };

  const register = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <div className="photo-picker product-form__wide">
      <Field label="Photos" ids={ids} error={shownError} hint={hint}>
        {/* The browser's own control would say "No file chosen" beside chosen photos: it is
            hidden (still focusable and labelled), and its label is the visible button. */}
        <div className="photo-picker__choose cluster">
          <input
            type="file"
            className="photo-picker__input visually-hidden"
            name="images"
            accept={IMAGE_TYPES.join(',')}
            multiple
            disabled={disabled || room <= 0}
            onChange={(event) => void onFiles(event)}
            onBlur={onBlur}
            {...ids.controlProps}
          />
          <label htmlFor={ids.controlId} className={buttonClassName('outline', 'md')}>
            Choose photos
          </label>
          <span className="text-subtle">
            {value.length === 0
              ? 'No photos chosen yet'
              : `${value.length} of ${MAX_BIKE_IMAGES} photos chosen`}
          </span>
        </div>
      </Field>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {value.length > 0 && (
        <ol className="photo-picker__list" aria-label="Chosen photos">
          {value.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              className={dragged === index ? 'photo-picker__item is-dragged' : 'photo-picker__item'}
              draggable={!disabled}
              onDragStart={(event) => {
                // Firefox starts a drag only with some data set.
                event.dataTransfer?.setData('text/plain', String(index));
                setDragged(index);
              }}
              onDragOver={(event) => {
                if (dragged !== null) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                drop(index);
              }}
              onDragEnd={() => setDragged(null)}
            >
              <Preview file={file} index={index} count={value.length} />
              <PhotoControls
                index={index}
                count={value.length}
                disabled={disabled}
                onMove={move}
                onRemove={remove}
                moveButtonRef={(direction) => register(`${index}-${direction}`)}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
