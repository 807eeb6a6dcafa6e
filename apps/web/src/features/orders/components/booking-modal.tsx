import { zodResolver } from '@hookform/resolvers/zod';
import { showServerFieldErrors, useBoundForm } from '../../../lib/form-fields';
import { formatPrice, type Bike, toastMessages } from '@reride/shared';
import { useId, useRef } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { MeetingLocationField, PhoneField } from '../../../components/ui/contact-fields';
import { useCreateBooking } from '../api/create-booking';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import {
  BookingFormSchema,
  type BookingFormInput,
  type BookingFormValues,
} from '../lib/booking-form-schema';

export interface BookingModalProps {
  bike: Bike;
  /**
   * The signed-in buyer, shown (disabled) as the session knows them; the server uses its own.
   * `phone`, their account's, starts the phone field, which they may change for this booking.
   */
  buyer: { name: string; email: string; phone?: string | null };
  /** Closes the modal and clears the selected bike (after Close, Escape or a booking). */
  onClose: () => void;
}

/** A field the buyer sees but cannot change (docs/domain.md#validation): disabled, and so not submitted. */
function ShownField({ label, value }: { label: string; value: string }) {
  return <TextField label={label} value={value} disabled readOnly />;
}

/**
 * The booking modal of docs/domain.md#screens and #validation: name, email, product and price shown disabled; phone
 * required and numeric, prefilled from the account (docs/domain.md#contact-privacy); meeting location optional. Success toasts and closes; a refusal
 * toasts the server's message and keeps the modal open with what was typed.
 */
export function BookingModal({ bike, buyer, onClose }: BookingModalProps) {
  const titleId = useId();
  const phoneRef = useRef<HTMLInputElement | null>(null);
  const booking = useCreateBooking();
  const { register, handleSubmit, setError, errors, field } = useBoundForm<
    BookingFormInput,
    unknown,
    BookingFormValues
  >({
    resolver: zodResolver(BookingFormSchema),
    defaultValues: { phone: buyer.phone ?? '', location: '' },
  });

  // Nothing closes the modal while the booking is on its way: its outcome must be seen.
  const dismiss = () => {
    if (!booking.isPending) onClose();
  };

  const onSubmit = (values: BookingFormValues) => {
    booking.mutate(
      { bikeId: bike._id, ...values },
      {
        onSuccess: () => {
          toast.success(toastMessages.booked(bike.name));
          onClose();
        },
        onError: (error) => {
          toast.error(error.message);
          showServerFieldErrors(error, setError, ['phone', 'location']);
        },
      },
    );
  };

  const { ref: phoneFieldRef, ...phoneField } = register('phone');
  return (
    <ModalDialog
      className="modal--form booking-modal"
      titleId={titleId}
      onDismiss={dismiss}
      initialFocusRef={phoneRef}
    >
      <div className="booking-modal__header">
        <h2 id={titleId} className="modal__title">
          Book {bike.name}
        </h2>
        <button
          type="button"
          className="icon-button booking-modal__close"
          aria-label="Close"
          onClick={dismiss}
          disabled={booking.isPending}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="m3 3 10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <form className="form booking-modal__form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <ShownField label="Name" value={buyer.name} />
        <ShownField label="Email" value={buyer.email} />
        <ShownField label="Product" value={bike.name} />
        <ShownField label="Price" value={formatPrice(bike.resalePrice)} />
        <PhoneField
          error={errors.phone?.message}
          ref={(element) => {
            phoneFieldRef(element);
            phoneRef.current = element;
          }}
          {...phoneField}
        />
        <MeetingLocationField {...field('location')} />
        <Button type="submit" block loading={booking.isPending}>
          Submit
        </Button>
      </form>
    </ModalDialog>
  );
}
