import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATEGORIES,
  CONDITIONS,
  currentYear,
  DEFAULT_CATEGORY_ID,
  DEFAULT_CONDITION,
  DEFAULT_LOCATION,
  IMAGE_CARD_SIZE,
  LOCATIONS,
  messages,
  MIN_PRICE,
  MIN_PURCHASE_YEAR,
} from '@reride/shared';
import { useRef, useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useCreateBike } from '../api/create-bike';
import { useUploadImage } from '../api/upload-image';
import {
  AddProductFormSchema,
  IMAGE_TYPES,
  type AddProductFormInput,
  type AddProductFormValues,
} from '../lib/add-product-schema';
import { UploadProgress, type SubmitPhase } from './upload-progress';

const categoryOptions = CATEGORIES.map((c) => ({ value: c._id, label: c.title }));
const conditionOptions = CONDITIONS.map((c) => ({ value: c, label: c }));
const locationOptions = LOCATIONS.map((l) => ({ value: l, label: l }));

/** Puts the server's field errors (VALIDATION_FAILED details) under the fields they name. */
function showFieldErrors(error: unknown, setError: UseFormSetError<AddProductFormInput>) {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return;
  for (const detail of error.details as { path?: unknown; message?: unknown }[]) {
    const field = detail.path === 'img' ? 'image' : detail.path;
    if (typeof field === 'string' && field in AddProductFormSchema.shape) {
      const message = typeof detail.message === 'string' ? detail.message : error.message;
      setError(field as keyof AddProductFormInput, { message });
    }
  }
}

/** Add a Product (SPEC §5): upload the photo with a progress bar, then POST /bikes. */
export function AddProductForm() {
  const navigate = useNavigate();
  const upload = useUploadImage();
  const create = useCreateBike();
  const [phase, setPhase] = useState<SubmitPhase | null>(null);
  const [maxYear] = useState(currentYear);
  // A retry after a failed POST /bikes reuses the photo already uploaded.
  const uploaded = useRef<{ file: File; url: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddProductFormInput, unknown, AddProductFormValues>({
    resolver: zodResolver(AddProductFormSchema),
    defaultValues: {
      name: '',
      categoryId: DEFAULT_CATEGORY_ID,
      condition: DEFAULT_CONDITION,
      purchaseYear: maxYear,
      location: DEFAULT_LOCATION,
      mobile: '',
      description: '',
    },
  });

  const onSubmit = async ({ image, ...fields }: AddProductFormValues) => {
    try {
      let url = uploaded.current?.file === image ? uploaded.current.url : null;
      if (!url) {
        setPhase({ step: 'upload', progress: 0 });
        const onProgress = (progress: number) => setPhase({ step: 'upload', progress });
        const { data } = await upload.mutateAsync({ file: image, onProgress });
        url = data.url;
        uploaded.current = { file: image, url };
      }
      setPhase({ step: 'save' });
      await create.mutateAsync({ ...fields, img: url });
      toast.success(messages.toast.productAdded);
      await navigate(paths.dashboard.myProducts.getHref());
    } catch (error) {
      // The values stay in the form: the seller fixes what the server said and submits again.
      showFieldErrors(error, setError);
      toast.error(error instanceof Error ? error.message : messages.errors.internal);
    } finally {
      setPhase(null);
    }
  };

  const priceInput = {
    type: 'number',
    min: MIN_PRICE,
    step: '0.01',
    inputMode: 'decimal',
  } as const;

  return (
    <form className="form product-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField
        className="product-form__wide"
        label="Product name"
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField label="Category" options={categoryOptions} {...register('categoryId')} />
      <SelectField label="Condition" options={conditionOptions} {...register('condition')} />
      <TextField
        label="Resale price ($)"
        {...priceInput}
        error={errors.resalePrice?.message}
        {...register('resalePrice', { valueAsNumber: true })}
      />
      <TextField
        label="Original price ($)"
        {...priceInput}
        error={errors.originalPrice?.message}
        {...register('originalPrice', { valueAsNumber: true })}
      />
      <TextField
        label="Year of purchase"
        type="number"
        min={MIN_PURCHASE_YEAR}
        max={maxYear}
        step={1}
        inputMode="numeric"
        error={errors.purchaseYear?.message}
        {...register('purchaseYear', { valueAsNumber: true })}
      />
      <SelectField label="Location" options={locationOptions} {...register('location')} />
      <TextField
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        error={errors.mobile?.message}
        {...register('mobile')}
      />
      <TextField
        label="Photo"
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hint={`JPEG, PNG or WebP up to 5 MB; best at ${IMAGE_CARD_SIZE.width} x ${IMAGE_CARD_SIZE.height} pixels.`}
        error={errors.image?.message}
        {...register('image')}
      />
      <TextAreaField
        className="product-form__wide"
        label="Description"
        rows={4}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="product-form__wide product-form__submit">
        <UploadProgress phase={phase} />
        <Button type="submit" size="lg" loading={isSubmitting}>
          Add Product
        </Button>
      </div>
    </form>
  );
}
