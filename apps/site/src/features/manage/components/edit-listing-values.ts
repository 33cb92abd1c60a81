import type { AdminUpdatePropertyInput } from '@ile/shared/contracts/management';
import type { Property } from '@ile/shared/contracts/property';
import type { MoveInFields } from '@ile/shared/move-in/move-in-cost';
import { type MoveInFormValues, moveInFormValuesOf } from '../../../components/move-in/move-in-form';

/** What the form holds: text, as inputs give it. */
export interface EditListingValues extends MoveInFormValues {
  title: string;
  price: string;
  category: string;
  propertyType: string;
  address: string;
  country: string;
  state: string;
  city: string;
  bedrooms: string;
  bathrooms: string;
  landSize: string;
  buildingSize: string;
  garageSize: string;
  parkingSize: string;
  description: string;
  mobilePhone: string;
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function valuesFromProperty(property: Property): EditListingValues {
  return {
    title: property.title,
    price: text(property.price),
    category: property.category,
    propertyType: property.property_type,
    address: property.address,
    country: property.country,
    state: property.state_code,
    city: property.city ?? '',
    bedrooms: text(property.bedrooms),
    bathrooms: text(property.bathrooms),
    landSize: text(property.land_size),
    buildingSize: text(property.building_size),
    garageSize: text(property.garage_size),
    parkingSize: text(property.parking_size),
    description: property.description,
    mobilePhone: property.mobile_phone ?? '',
    ...moveInFormValuesOf(property.moveInFields),
  };
}

/** '' is "not given": optional sizes, and rooms where the property type has none. */
const size = (value: string) => (value.trim() === '' ? undefined : Number(value));

export function bodyFromValues(
  propertyId: string,
  values: EditListingValues,
  images: string[],
  moveIn: MoveInFields | null = null,
): AdminUpdatePropertyInput {
  return {
    propertyId,
    title: values.title,
    price: Number(values.price),
    category: values.category as AdminUpdatePropertyInput['category'],
    propertyType: values.propertyType as AdminUpdatePropertyInput['propertyType'],
    address: values.address,
    country: values.country as AdminUpdatePropertyInput['country'],
    state: values.state,
    city: values.city,
    bedrooms: size(values.bedrooms),
    bathrooms: size(values.bathrooms),
    landSize: size(values.landSize),
    buildingSize: size(values.buildingSize),
    garageSize: size(values.garageSize),
    parkingSize: size(values.parkingSize),
    description: values.description,
    mobilePhone: values.mobilePhone,
    ...(images.length > 0 ? { image: images } : {}),
    // Sent whole (null clears a field) for the categories that are let; a sale's are cleared by the api.
    ...(moveIn ?? {}),
  };
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}
