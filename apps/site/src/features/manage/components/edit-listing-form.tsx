import { CATEGORY_OPTIONS, PROPERTY_TYPE_OPTIONS } from '@ile/shared/constants/listing-options';
import type { Property } from '@ile/shared/contracts/property';
import { fieldNeed } from '@ile/shared/contracts/property-type-fields';
import { moveInIssues } from '@ile/shared/move-in/move-in-contract';
import { isMoveInCategory, type MoveInFields as MoveInFieldsType } from '@ile/shared/move-in/move-in-cost';
import { findRegion } from '@ile/shared/regions';
import { useState } from 'react';
import { type Path, type UseFormSetError, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { bindField, SelectField, TextAreaField, TextField } from '../../../components/form/form-fields';
import { MoveInFields } from '../../../components/move-in/move-in-fields';
import {
  MOVE_IN_NEEDS_MONTHS,
  moveInFieldsOfForm,
  moveInFormSchema,
  needsMonths,
} from '../../../components/move-in/move-in-form';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, toast } from '../../../lib/toast';
import { useUpdateProperty } from '../api/update-property';
import styles from './edit-listing.module.css';
import {
  bodyFromValues,
  type EditListingValues,
  readAsDataUrl,
  valuesFromProperty,
} from './edit-listing-values';
import { ImagesField } from './images-field';
import { LocationFields } from './location-fields';

const required = (what: string) => ({ required: `Enter ${what}` });
const ROOMS = [
  ['bedrooms', 'Bedrooms'],
  ['bathrooms', 'Bathrooms'],
] as const;
const SIZES = [
  ['landSize', 'Land size'],
  ['buildingSize', 'Building size'],
  ['garageSize', 'Garage size'],
  ['parkingSize', 'Parking size'],
] as const;

/**
 * The move-in section checked as the api would (amounts, the months with any charge, the block rule's words
 * at the months field): the fields to send, null for a sale, or false after marking the errors.
 */
function checkedMoveIn(
  values: EditListingValues,
  property: Property,
  setError: UseFormSetError<EditListingValues>,
): MoveInFieldsType | null | false {
  if (!isMoveInCategory(values.category)) return null;
  const parsed = moveInFormSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      setError(issue.path.join('.') as Path<EditListingValues>, { message: issue.message });
    }
    return false;
  }
  const fields = moveInFieldsOfForm(parsed.data);
  if (needsMonths(fields)) {
    setError('advanceRentMonths', { message: MOVE_IN_NEEDS_MONTHS });
    return false;
  }
  const region = findRegion(values.country, values.state);
  const issue = region
    ? moveInIssues(values.category, fields, {
        category: values.category,
        price: values.price,
        currency: property.currency,
        duration: property.duration,
        country: values.country,
        stateCode: region.code,
        city: values.city || null,
        address: values.address,
      })[0]
    : undefined;
  if (issue) {
    setError(issue.path as Path<EditListingValues>, { message: issue.message });
    return false;
  }
  return fields;
}

/** Edit Property: every field prefilled from the listing; new images replace the old ones. */
export function EditListingForm({ property }: { property: Property }) {
  const navigate = useNavigate();
  const update = useUpdateProperty();
  const [files, setFiles] = useState<File[]>([]);
  const [imageError, setImageError] = useState<string>();
  // Checked on Save, then again as each field changes; never on blur, which would move Save under the pointer.
  const form = useForm<EditListingValues>({ defaultValues: valuesFromProperty(property) });
  const { register, formState, setError } = form;
  const propertyType = form.watch('propertyType');
  const errors = formState.errors;

  const category = form.watch('category');

  const submit = form.handleSubmit(async (values) => {
    setImageError(undefined);
    const moveIn = checkedMoveIn(values, property, setError);
    if (moveIn === false) return;
    try {
      const images = await Promise.all(files.map(readAsDataUrl));
      const message = await update.mutateAsync(bodyFromValues(property.id, values, images, moveIn));
      toast.success(message || 'Property edited successfully');
      navigate('/manage/listings');
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.fields)) {
          const text = messages[0];
          if (!text) continue;
          if (field === 'image' || field.startsWith('image.')) setImageError(text);
          else if (field in values) setError(field as keyof EditListingValues, { message: text });
        }
      }
      toast.error(errorMessage(error));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label="Title" required {...bindField(form, 'title', required('a title'))} />
      <div className={styles.row}>
        <TextField
          label={`Price (${property.currency})`}
          required
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          registration={register('price', {
            ...required('a price'),
            pattern: { value: /^\d+(\.\d{1,2})?$/, message: 'Use a price with at most 2 decimals' },
            validate: (value) => Number(value) > 0 || 'Price must be greater than 0',
          })}
          error={errors.price?.message}
        />
        <SelectField
          label="Category"
          required
          placeholder="Choose a category"
          options={CATEGORY_OPTIONS}
          {...bindField(form, 'category', { required: 'Choose a category' })}
        />
        <SelectField
          label="Property type"
          required
          placeholder="Choose a type"
          options={PROPERTY_TYPE_OPTIONS}
          {...bindField(form, 'propertyType', { required: 'Choose a property type' })}
        />
      </div>
      <LocationFields form={form} />
      <div className={styles.row}>
        {ROOMS.map(([name, label]) => {
          // Rooms follow the property type (the api's rule): land has none, commercial may have none.
          const need = fieldNeed(propertyType, name);
          if (need === 'absent') return null;
          return (
            <TextField
              key={name}
              label={label}
              required={need === 'required'}
              hint={need === 'optional' ? 'Optional; 0 means none' : undefined}
              type="number"
              min="0"
              step="1"
              {...bindField(form, name, { required: need === 'required' && `Enter the ${name}` })}
            />
          );
        })}
        <TextField
          label="Mobile phone"
          required
          type="tel"
          autoComplete="tel"
          hint="Nigerian numbers need no country code"
          {...bindField(form, 'mobilePhone', required('a phone number'))}
        />
      </div>
      <div className={styles.sizes}>
        {SIZES.map(([name, label]) => (
          <TextField
            key={name}
            label={`${label} (m²)`}
            type="number"
            min="0"
            step="0.01"
            inputMode="decimal"
            {...bindField(form, name)}
          />
        ))}
      </div>
      {isMoveInCategory(category) && <MoveInFields form={form} currency={property.currency} />}
      <TextAreaField
        label="Description"
        required
        rows={6}
        {...bindField(form, 'description', required('a description'))}
      />
      <ImagesField files={files} onChange={setFiles} current={property.image_set[0]} error={imageError} />
      <div className={styles.actions}>
        <ButtonLink to="/manage/listings" variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" loading={formState.isSubmitting}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}
