import { useState, type KeyboardEvent } from 'react';
import { findPlace, placeLabel, searchPlaces, type Place } from '@reride/shared/places';
import { placesMessages } from '@reride/shared';
import { Field, useFieldIds, type FieldOwnProps } from './field';

export interface PlacePickerProps extends FieldOwnProps {
  /** The chosen place's id, '' for none. */
  value: string;
  onChange: (place: Place | null) => void;
  /** A hidden input of this name carries the id, so a plain form reads it. */
  name?: string;
  placeholder?: string;
  disabled?: boolean;
}

const pm = placesMessages;

/**
 * A searchable place (docs/domain.md#places), as the ARIA combobox pattern with a list box:
 * typing lists the places whose words start with it, the arrows move, Enter picks, Escape
 * closes the list (or, closed, puts back the chosen place's name). Clearing the text clears the
 * choice. The gazetteer comes with this file only: the pages that show a picker load it.
 */
export function PlacePicker({
  value,
  onChange,
  name,
  placeholder = pm.pickerPlaceholder,
  disabled,
  label,
  error,
  hint,
  id,
  className,
}: PlacePickerProps) {
  const ids = useFieldIds(id, { error, hint });
  const chosen = findPlace(value || undefined);
  const chosenText = chosen ? placeLabel(chosen) : '';
  const [text, setText] = useState(chosenText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const found = open ? searchPlaces(text) : [];
  const listId = `${ids.controlId}-places`;
  const optionId = (index: number) => `${ids.controlId}-place-${index}`;

  const pick = (place: Place) => {
    setText(placeLabel(place));
    setOpen(false);
    onChange(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(0);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (found.length === 0 ? 0 : (i + step + found.length) % found.length));
    } else if (event.key === 'Enter' && open) {
      // Enter picks the highlighted place rather than sending the form.
      const place = found[active];
      if (place) {
        event.preventDefault();
        pick(place);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
      } else setText(chosenText);
    }
  };

  return (
    <Field
      label={label}
      ids={ids}
      error={error}
      hint={hint}
      className={['place-picker', className].filter(Boolean).join(' ')}
    >
      <input
        {...ids.controlProps}
        className="field__input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && found[active] ? optionId(active) : undefined}
        placeholder={placeholder}
        disabled={disabled}
        value={text}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          setOpen(true);
          setActive(0);
          if (typed.trim() === '' && value !== '') onChange(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          // Text that names no choice goes back to the chosen place's name.
          if (text.trim() !== '') setText(chosenText);
        }}
      />
      {name && <input type="hidden" name={name} value={chosen?.id ?? ''} />}
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        className="place-picker__list"
        hidden={!open}
      >
        {found.map((place, index) => (
          <li
            key={place.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'place-picker__option is-active' : 'place-picker__option'}
            // Picked on mouse down, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(place);
            }}
          >
            {placeLabel(place)}
          </li>
        ))}
        {open && found.length === 0 && (
          <li
            role="option"
            aria-selected={false}
            aria-disabled="true"
            className="place-picker__none"
          >
            {pm.pickerNoMatch}
          </li>
        )}
      </ul>
    </Field>
  );
}
