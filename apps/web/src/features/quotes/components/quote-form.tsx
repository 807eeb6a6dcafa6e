import { CATEGORIES, CONDITIONS, siteMessages } from '@reride/shared';
import { Form, useNavigation } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { QuoteErrors } from '../lib/quote-request';

const m = siteMessages.quote;
const categoryOptions = CATEGORIES.map((c) => ({ value: c._id, label: c.title }));
const conditionOptions = CONDITIONS.map((c) => ({ value: c, label: c }));

interface QuoteFormProps {
  /** The URL's values, so the form shows what the quote beside it was asked for. */
  values: URLSearchParams;
  errors?: QuoteErrors | undefined;
}

/** A GET form: sending it changes the URL, and the page asks for the quote the URL names. */
export function QuoteForm({ values, errors = {} }: QuoteFormProps) {
  const busy = useNavigation().state !== 'idle';
  const value = (name: string) => values.get(name) ?? '';
  return (
    <Form method="get" className="quote-form stack" aria-label="Your bike" noValidate>
      <SelectField
        label="Category"
        name="categoryId"
        options={categoryOptions}
        defaultValue={value('categoryId') || CATEGORIES[0]._id}
        error={errors.categoryId}
      />
      <TextField
        label="Brand"
        name="brand"
        hint={m.brandHint}
        autoComplete="off"
        defaultValue={value('brand')}
        error={errors.brand}
      />
      <TextField
        label="Year bought"
        name="year"
        inputMode="numeric"
        autoComplete="off"
        required
        defaultValue={value('year')}
        error={errors.year}
      />
      <SelectField
        label="Condition"
        name="condition"
        options={conditionOptions}
        defaultValue={value('condition') || 'Good'}
        error={errors.condition}
      />
      <TextField
        label="Price new ($)"
        name="originalPrice"
        inputMode="decimal"
        autoComplete="off"
        hint={m.originalPriceHint}
        defaultValue={value('originalPrice')}
        error={errors.originalPrice}
      />
      <Button type="submit" loading={busy}>
        {m.submit}
      </Button>
    </Form>
  );
}
