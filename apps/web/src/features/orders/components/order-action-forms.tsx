import {
  AnswerDisputeBodySchema,
  CloseDisputeBodySchema,
  DECLINE_REASON_MAX,
  DeclineBookingBodySchema,
  DISPUTE_REASONS,
  DISPUTE_TEXT_MAX,
  EnterHandoverCodeBodySchema,
  formatPrice,
  HANDOVER_CODE_LENGTH,
  OpenDisputeBodySchema,
  OrderNoteBodySchema,
  orderMessages,
} from '@reride/shared';
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormWatch } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import type { bindFields } from '../../../lib/form-fields';
import {
  meetingHint,
  MeetingFormSchema,
  optionalNumber,
  refundFormSchema,
  toLocalInput,
  type RefundScope,
} from '../lib/order-forms';

type FieldBinder = ReturnType<typeof bindFields<FieldValues>>;

/** The fields an action asks for, validated by its schema into the request's body. */
export interface ActionForm {
  schema: z.ZodType<object, FieldValues>;
  defaults: DefaultValues<FieldValues>;
  render: (field: FieldBinder, watch: UseFormWatch<FieldValues>) => ReactNode;
}

const asForm = (schema: z.ZodType<object, object>) => schema as z.ZodType<object, FieldValues>;

/** An optional reason or note of at most 300 characters, in the body's own key. */
function noteForm(
  schema: z.ZodType<object, object>,
  key: 'reason' | 'note',
  label: string,
): ActionForm {
  return {
    schema: asForm(schema),
    defaults: { [key]: '' },
    render: (field) => (
      <TextAreaField label={label} rows={3} maxLength={DECLINE_REASON_MAX} {...field(key)} />
    ),
  };
}

const disputeText = (label: string, field: FieldBinder) => (
  <TextAreaField label={label} rows={5} maxLength={DISPUTE_TEXT_MAX} required {...field('text')} />
);

const reasonOptions = DISPUTE_REASONS.map((value) => ({
  value,
  label: orderMessages.orders.disputeReasons[value],
}));

/** The forms of the actions that send something, by action. */
export const actionForms = {
  decline: noteForm(DeclineBookingBodySchema, 'reason', 'Reason (optional, shown to the buyer)'),
  request_cancel: noteForm(OrderNoteBodySchema, 'reason', 'Reason (optional, shown to the seller)'),
  refuse_cancel: noteForm(OrderNoteBodySchema, 'reason', 'Reason (optional, shown to the buyer)'),
  seller_cancel: noteForm(OrderNoteBodySchema, 'reason', 'Reason (optional, shown to the buyer)'),
  close_dispute: noteForm(CloseDisputeBodySchema, 'note', 'Note to both sides (optional)'),
  open_dispute: {
    schema: asForm(OpenDisputeBodySchema),
    defaults: { reason: DISPUTE_REASONS[0], text: '' },
    render: (field) => (
      <>
        <SelectField label="What went wrong" options={reasonOptions} {...field('reason')} />
        {disputeText('Tell the administrator what happened', field)}
      </>
    ),
  },
  answer_dispute: {
    schema: asForm(AnswerDisputeBodySchema),
    defaults: { text: '' },
    render: (field) => disputeText('Your answer', field),
  },
  enter_handover_code: {
    schema: asForm(EnterHandoverCodeBodySchema),
    defaults: { code: '' },
    render: (field) => (
      <TextField
        label={orderMessages.orders.handover.fieldLabel}
        hint={orderMessages.orders.handover.fieldHint}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={HANDOVER_CODE_LENGTH}
        className="handover-code__input"
        required
        {...field('code')}
      />
    ),
  },
  set_meeting: {
    schema: asForm(MeetingFormSchema),
    defaults: { at: '' },
    render: (field, watch) => (
      <TextField
        label="Meeting time"
        type="datetime-local"
        min={toLocalInput(new Date())}
        required
        hint={meetingHint(watch('at') as string | undefined)}
        {...field('at')}
      />
    ),
  },
} satisfies Record<string, ActionForm>;

/** The refund form knows what was paid: the most it can give back. */
export function refundForm(paid: number): ActionForm {
  const scopes: { value: RefundScope; label: string }[] = [
    { value: 'full', label: `In full (${formatPrice(paid)})` },
    { value: 'partial', label: 'Part of it' },
  ];
  return {
    schema: asForm(refundFormSchema(paid)),
    defaults: { scope: 'full', note: '' },
    render: (field, watch) => (
      <>
        <SelectField label="Refund" options={scopes} {...field('scope')} />
        {watch('scope') === 'partial' && (
          <TextField
            label="Amount to refund ($)"
            type="number"
            inputMode="decimal"
            min={0.01}
            max={paid}
            step="0.01"
            {...field('amount', { setValueAs: optionalNumber })}
          />
        )}
        <TextAreaField
          label="Note to both sides (optional)"
          rows={3}
          maxLength={DECLINE_REASON_MAX}
          {...field('note')}
        />
      </>
    ),
  };
}
