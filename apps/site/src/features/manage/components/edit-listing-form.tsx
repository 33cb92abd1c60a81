import { CATEGORY_OPTIONS, PROPERTY_TYPE_OPTIONS } from '@ile/shared/constants/listing-options';
import type { Property } from '@ile/shared/contracts/property';
import { fieldNeed } from '@ile/shared/contracts/property-type-fields';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { bindField, SelectField, TextAreaField, TextField } from '../../../components/form/form-fields';
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

  const submit = form.handleSubmit(async (values) => {
    setImageError(undefined);
    try {
      const images = await Promise.all(files.map(readAsDataUrl));
      const message = await update.mutateAsync(bodyFromValues(property.id, values, images));
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
