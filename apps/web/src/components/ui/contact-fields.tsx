import { TextField, type TextFieldProps } from './text-field';

type ContactFieldProps = Omit<TextFieldProps, 'label' | 'hint'>;

/*
 * The two fields an order asks the buyer for, alike wherever an order starts (booking a bike,
 * making an offer): docs/domain.md#validation.
 */

/** The buyer's phone: required, digits only. */
export function PhoneField(props: ContactFieldProps) {
  return (
    <TextField
      label="Phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      required
      {...props}
    />
  );
}

/** Where the buyer would like to meet: optional. */
export function MeetingLocationField(props: ContactFieldProps) {
  return (
    <TextField
      label="Meeting location"
      hint="Optional: where you would like to meet the seller"
      autoComplete="street-address"
      {...props}
    />
  );
}
