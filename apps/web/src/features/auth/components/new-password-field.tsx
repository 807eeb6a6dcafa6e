import { accountMessages } from '@reride/shared';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';

type NewPasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'hint'>;

/**
 * A password being chosen (sign-up, reset): the browser may offer to generate one, and the rules
 * are read before typing rather than after the first refusal.
 */
export function NewPasswordField(props: NewPasswordFieldProps) {
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      hint={accountMessages.passwordRules}
      {...props}
    />
  );
}
