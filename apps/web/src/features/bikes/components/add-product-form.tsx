import { zodResolver } from '@hookform/resolvers/zod';
import { useBoundForm } from '../../../lib/form-fields';
import {
  CATEGORIES,
  CONDITIONS,
  currentYear,
  DEFAULT_CATEGORY_ID,
  DEFAULT_CONDITION,
  DEFAULT_LOCATION,
  FRAME_MATERIALS,
  FRAME_SIZES,
  LOCATIONS,
  MIN_PRICE,
  MIN_PURCHASE_YEAR,
  SERIAL_MAX_LENGTH,
  WHEEL_SIZES,
  type Bike,
  catalogueMessages,
  placesMessages,
  theftMessages,
  errorMessages,
  holdMessages,
  toastMessages,
} from '@reride/shared';
import { useRef, useState } from 'react';
import { Controller, type DefaultValues, type UseFormSetError } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useCreateBike } from '../api/create-bike';
import { useEditBike } from '../api/edit-bike';
import { useUploadImage } from '../api/upload-image';
import {
  AddProductFormSchema,
  EditProductFormSchema,
  type AddProductFormInput,
  type AddProductFormValues,
} from '../lib/add-product-schema';
import { PhotoPicker } from './photo-picker';
import { PlacePicker } from '../../../components/ui/place-picker';
import { UploadProgress, type SubmitPhase } from './upload-progress';

const categoryOptions = CATEGORIES.map((c) => ({ value: c._id, label: c.title }));
const conditionOptions = CONDITIONS.map((c) => ({ value: c, label: c }));
const locationOptions = LOCATIONS.map((l) => ({ value: l, label: l }));
/** The attributes are optional: the empty choice sends nothing. */
const optional = (values: readonly string[]) => [
  { value: '', label: 'Not specified' },
  ...values.map((value) => ({ value, label: value })),
];
const frameSizeOptions = optional(FRAME_SIZES);
const wheelSizeOptions = optional(WHEEL_SIZES);
const materialOptions = optional(FRAME_MATERIALS);

/** Puts the server's field errors (VALIDATION_FAILED details) under the fields they name. */
function showFieldErrors(error: unknown, setError: UseFormSetError<AddProductFormInput>) {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return;
  for (const detail of error.details as { path?: unknown; message?: unknown }[]) {
    const field = detail.path === 'img' ? 'images' : detail.path;
    if (typeof field === 'string' && field in AddProductFormSchema.shape) {
      const message = typeof detail.message === 'string' ? detail.message : error.message;
      setError(field as keyof AddProductFormInput, { message });
    }
  }
}

/** The form's values: empty for a new product, what is stored for an edit. */
function startingValues(bike: Bike | undefined, year: number): DefaultValues<AddProductFormInput> {
  const empty: DefaultValues<AddProductFormInput> = {
    name: '',
    categoryId: DEFAULT_CATEGORY_ID,
    condition: DEFAULT_CONDITION,
    purchaseYear: year,
    location: DEFAULT_LOCATION,
    placeId: '',
    mobile: '',
    description: '',
    images: [],
  };
  if (!bike) {
    return { ...empty, brand: '', frameSize: '', wheelSize: '', frameMaterial: '', serial: '' };
  }
  const { name, condition, resalePrice, originalPrice, purchaseYear } = bike;
  type Input = AddProductFormInput;
  return {
    ...empty,
    ...{ name, condition, resalePrice, originalPrice, purchaseYear },
    // A stored category and place are ours: the API checks and canonicalises them on writing.
    categoryId: bike.categoryId as Input['categoryId'],
    location: bike.location as Input['location'],
    placeId: bike.placeId ?? '',
    mobile: bike.mobile ?? '',
    description: bike.description,
    brand: bike.brand ?? '',
    frameSize: bike.frameSize ?? '',
    wheelSize: bike.wheelSize ?? '',
    frameMaterial: bike.frameMaterial ?? '',
    serial: bike.serial ?? '',
  };
}

export interface AddProductFormProps {
  /** The seller's listing to edit (docs/domain.md#editing): the form without its photos. */
  bike?: Bike | undefined;
}

/**
 * Add a Product (docs/domain.md#validation): upload each photo in order with a progress bar, then POST /bikes with
 * the cover as `img` and every photo in `images`. Given a `bike`, the same form edits it with
 * PUT /bikes/:id.
 */
export function AddProductForm({ bike }: AddProductFormProps = {}) {
  const navigate = useNavigate();
  const upload = useUploadImage();
  const create = useCreateBike();
  const edit = useEditBike();
  const [phase, setPhase] = useState<SubmitPhase | null>(null);
  const [maxYear] = useState(currentYear);
  // A retry after a failed POST /bikes reuses the photos already uploaded.
  const uploaded = useRef(new Map<File, string>());
  const { control, handleSubmit, setError, setValue, isSubmitting, field } = useBoundForm<
    AddProductFormInput,
    unknown,
    AddProductFormValues
  >({
    resolver: zodResolver(bike ? EditProductFormSchema : AddProductFormSchema),
    defaultValues: startingValues(bike, maxYear),
  });

  const uploadAll = async (files: File[]): Promise<string[]> => {
    const urls: string[] = [];
    for (const [index, file] of files.entries()) {
      let url = uploaded.current.get(file);
      if (!url) {
        const step = { step: 'upload', index, count: files.length } as const;
        setPhase({ ...step, progress: 0 });
        const onProgress = (progress: number) => setPhase({ ...step, progress });
        const { data } = await upload.mutateAsync({ file, onProgress });
        url = data.url;
        uploaded.current.set(file, url);
      }
      urls.push(url);
    }
    return urls;
  };

  const onSubmit = async ({ images, ...fields }: AddProductFormValues) => {
    try {
      if (bike) {
        await edit.mutateAsync({ id: bike._id, body: fields });
        toast.success(catalogueMessages.bikes.edited);
        await navigate(paths.dashboard.myProducts.getHref());
        return;
      }
      const urls = await uploadAll(images);
      setPhase({ step: 'save' });
      const created = await create.mutateAsync({ ...fields, img: urls[0] ?? '', images: urls });
      // A first listing held for approval is not public yet: the seller is told why.
      toast.success(created.held ? holdMessages.firstListingNotice : toastMessages.productAdded);
      await navigate(paths.dashboard.myProducts.getHref());
    } catch (error) {
      // The values stay in the form: the seller fixes what the server said and submits again.
      showFieldErrors(error, setError);
      toast.error(error instanceof Error ? error.message : errorMessages.errors.internal);
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
      <TextField className="product-form__wide" label="Product name" {...field('name')} />
      <SelectField label="Category" options={categoryOptions} {...field('categoryId')} />
      <SelectField label="Condition" options={conditionOptions} {...field('condition')} />
      <TextField
        label="Resale price ($)"
        {...priceInput}
        {...field('resalePrice', { valueAsNumber: true })}
      />
      <TextField
        label="Original price ($)"
        {...priceInput}
        {...field('originalPrice', { valueAsNumber: true })}
      />
      <TextField
        label="Year of purchase"
        type="number"
        min={MIN_PURCHASE_YEAR}
        max={maxYear}
        step={1}
        inputMode="numeric"
        {...field('purchaseYear', { valueAsNumber: true })}
      />
      <Controller
        control={control}
        name="placeId"
        render={({ field: place, fieldState }) => (
          <PlacePicker
            label={placesMessages.pickerLabel}
            hint={placesMessages.pickerHint}
            value={place.value ?? ''}
            error={fieldState.error?.message}
            disabled={isSubmitting}
            onChange={(chosen) => {
              place.onChange(chosen?.id ?? '');
              // The listing's city is the place's: the API refuses the two disagreeing.
              if (chosen) setValue('location', chosen.city, { shouldValidate: true });
            }}
          />
        )}
      />
      <SelectField label="Location" options={locationOptions} {...field('location')} />
      <TextField
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        {...field('mobile')}
      />
      <TextField label="Brand" autoComplete="off" {...field('brand')} />
      <TextField
        label={theftMessages.serialField.label}
        hint={theftMessages.serialField.hint}
        autoComplete="off"
        spellCheck={false}
        maxLength={SERIAL_MAX_LENGTH}
        {...field('serial')}
      />
      <SelectField label="Frame size" options={frameSizeOptions} {...field('frameSize')} />
      <SelectField label="Wheel size" options={wheelSizeOptions} {...field('wheelSize')} />
      <SelectField label="Frame material" options={materialOptions} {...field('frameMaterial')} />
      {!bike && (
        <Controller
          control={control}
          name="images"
          render={({ field, fieldState }) => (
            <PhotoPicker
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              disabled={isSubmitting}
            />
          )}
        />
      )}
      <TextAreaField
        className="product-form__wide"
        label="Description"
        rows={4}
        {...field('description')}
      />
      <div className="product-form__wide product-form__submit">
        <UploadProgress phase={phase} />
        <Button type="submit" size="lg" loading={isSubmitting}>
          {bike ? 'Save changes' : 'Add Product'}
        </Button>
      </div>
    </form>
  );
}
