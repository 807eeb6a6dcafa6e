import { zodResolver } from '@hookform/resolvers/zod';
import { useBoundForm } from '../../../lib/form-fields';
import {
  SignUpFormSchema,
  USER_TYPES,
  type SignUpForm as SignUpValues,
  type SignUpFormInput,
  toastMessages,
} from '@reride/shared';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ScriptForm } from '../../../components/ui/script-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { queueFlashToast } from '../../../lib/flash-toast';
import { returnPathFrom } from '../../../lib/paths';
import { useAuthAttempt } from '../hooks/use-auth-attempt';
import { signUpWithEmail } from '../lib/session';
import { AuthFormError } from './auth-form-error';
import { AuthSwitch } from './auth-switch';
import { NewPasswordField } from './new-password-field';

const USER_TYPE_HINT: Record<(typeof USER_TYPES)[number], string> = {
  Buyer: 'Book bikes and pay online',
  Seller: 'List your bikes and advertise them',
};

export function SignUpForm() {
  const location = useLocation();
  const returnTo = returnPathFrom(location.state);
  // "Sell your bike" comes with ?as=Seller; anything else starts as a buyer.
  const [search] = useSearchParams();
  const chosen: SignUpFormInput['userType'] = search.get('as') === 'Seller' ? 'Seller' : 'Buyer';
  const { register, handleSubmit, getValues, isSubmitting, field } = useBoundForm<
    SignUpFormInput,
    unknown,
    SignUpValues
  >({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { name: '', email: '', password: '', userType: chosen },
  });
  // "Continue with Google" keeps the Buyer/Seller choice made above it.
  const { attempt, done, google, error } = useAuthAttempt(
    returnTo,
    () => getValues('userType') ?? 'Buyer',
  );

  // The success toast is shown after the reload that ends sign-up (docs/domain.md#screens).
  const onSubmit = (values: SignUpValues) =>
    attempt(
      () => signUpWithEmail(values),
      () => queueFlashToast({ type: 'success', message: toastMessages.signUpSuccess }),
    );

  const busy = isSubmitting || done || google.pending;

  return (
    <div className="auth-card">
      <h1 className="auth-card__title">Sign Up</h1>
      <p className="auth-card__lead">Create your ReRide account to buy or sell bikes.</p>
      <ScriptForm className="form" onSubmit={handleSubmit(onSubmit)}>
        <TextField label="Name" autoComplete="name" {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <NewPasswordField label="Password" {...field('password')} />
        <fieldset className="paired-fieldset choice-group">
          <legend className="field__label">I want to join as</legend>
          {USER_TYPES.map((type) => (
            <label key={type} className="choice">
              <input type="radio" value={type} {...register('userType')} />
              <span className="choice__text">
                <span className="choice__title">{type}</span>
                <span className="choice__hint">{USER_TYPE_HINT[type]}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" block loading={isSubmitting || done} disabled={busy}>
          Sign Up
        </Button>
        <AuthFormError message={error} />
      </ScriptForm>
      <AuthSwitch to="login" google={google} disabled={busy} />
    </div>
  );
}
