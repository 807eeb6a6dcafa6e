import { zodResolver } from '@hookform/resolvers/zod';
import {
  AccountSettingsFormSchema,
  LOCATIONS,
  type Account,
  type AccountSettingsForm as AccountSettingsValues,
  type AccountSettingsFormInput,
  accountMessages,
  errorMessages,
} from '@reride/shared';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { showServerFieldErrors, useBoundForm } from '../../../lib/form-fields';
import { toast } from '../../../lib/toast';
import { useSaveAccount } from '../api/account';

const texts = accountMessages.settings;
const FIELDS = ['name', 'phone', 'city'] as const;
const CITY_OPTIONS = [
  { value: '', label: texts.noCity },
  ...LOCATIONS.map((l) => ({ value: l, label: l })),
];
const resolver = zodResolver(AccountSettingsFormSchema);

const formValues = (account: Account): AccountSettingsFormInput => ({
  name: account.name,
  phone: account.phone ?? '',
  city: account.city ?? '',
});

/** Name, phone and city; the email is shown, not changed (it is the sign-in's). */
export function AccountSettingsForm({ account }: { account: Account }) {
  const save = useSaveAccount();
  const { handleSubmit, field, reset, setError } = useBoundForm<
    AccountSettingsFormInput,
    unknown,
    AccountSettingsValues
  >({ resolver, defaultValues: formValues(account) });

  const onSubmit = (body: AccountSettingsValues) =>
    save.mutateAsync(body).then(
      (saved) => {
        reset(formValues(saved));
        toast.success(texts.saved);
      },
      (error: unknown) => {
        showServerFieldErrors(error, setError, FIELDS);
        toast.error(error instanceof Error ? error.message : errorMessages.errors.unavailable);
      },
    );

  return (
    <form
      className="form"
      aria-label={texts.title}
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <fieldset className="form plain-fieldset" disabled={save.isPending}>
        <TextField label={texts.name} autoComplete="name" required {...field('name')} />
        <TextField
          label={texts.email}
          type="email"
          value={account.email}
          readOnly
          hint={texts.emailHint}
        />
        <TextField
          label={texts.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={texts.phoneHint}
          {...field('phone')}
        />
        <SelectField label={texts.city} options={CITY_OPTIONS} {...field('city')} />
      </fieldset>
      <div>
        <Button type="submit" loading={save.isPending} disabled={save.isPending}>
          {save.isPending ? texts.saving : texts.save}
        </Button>
      </div>
    </form>
  );
}
