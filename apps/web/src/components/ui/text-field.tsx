import type { ComponentProps } from 'react';
import { Field, useField, type FieldOwnProps } from './field';

type TextControl = 'input' | 'textarea';

/** A text control's own attributes (its ref included) with the label, hint and error. */
export type TextControlProps<T extends TextControl> = ComponentProps<T> & FieldOwnProps;

/**
 * The one base of TextField and TextAreaField: a labelled control whose hint and error are
 * announced and tied to it with aria-describedby; only the element and its class differ.
 */
function textControlField<T extends TextControl>(tag: T, className: string) {
  function TextControlField(props: TextControlProps<T>) {
    const { frame, control } = useField(props);
    // TypeScript cannot check a spread onto an element whose tag is a type parameter; both tags
    // take the same text attributes, so the input's stand for either.
    const Control = tag as 'input';
    return (
      <Field {...frame}>
        <Control className={className} {...(control as ComponentProps<'input'>)} />
      </Field>
    );
  }
  return TextControlField;
}

export type TextFieldProps = TextControlProps<'input'>;
export type TextAreaFieldProps = TextControlProps<'textarea'>;

/** A labelled input. */
export const TextField = textControlField('input', 'field__input');

/** A labelled multi-line input. */
export const TextAreaField = textControlField('textarea', 'field__input field__input--textarea');
