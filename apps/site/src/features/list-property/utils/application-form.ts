import { IMAGE_UPLOAD_RULES } from '@ile/shared/constants/uploads';
import { REQUIRED_MESSAGE } from '@ile/shared/contracts/common';
import { ListingApplicationFields } from '@ile/shared/contracts/listing-application';
import { REFINE_ALWAYS, requireTypeFields } from '@ile/shared/contracts/property-type-fields';
import { moveInIssues } from '@ile/shared/move-in/move-in-contract';
import { isMoveInCategory } from '@ile/shared/move-in/move-in-cost';
import { findRegion } from '@ile/shared/regions';
import { z } from 'zod';
import {
  EMPTY_MOVE_IN,
  MOVE_IN_FORM_FIELDS,
  MOVE_IN_NEEDS_MONTHS,
  type MoveInFormValues,
  moveInFieldsOfForm,
  moveInFormSchema,
  needsMonths,
} from '../../../components/move-in/move-in-form';

const fields = ListingApplicationFields.shape;

/** Inputs give '' for "nothing typed"; people write numbers with separators ('1,500,000'). */
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const plainNumber = (value: unknown) =>
  typeof value === 'string' ? blank(value.replace(/[\s,]/g, '')) : value;
const isDecimal = (value: unknown) => typeof value !== 'string' || /^\d+(\.\d+)?$/.test(value);

// Checked before the contract's schema: its number-or-text unions would otherwise report their first
// branch's technical message ('expected number, received undefined') instead of a sentence.
const given = (value: unknown): boolean => value !== undefined;
const present = z.unknown().refine(given, { error: REQUIRED_MESSAGE });
const typed = <T extends z.ZodType>(schema: T) => z.preprocess(blank, present.pipe(schema));
const amount = <T extends z.ZodType>(schema: T, required = false) =>
  z.preprocess(
    plainNumber,
    z
      .unknown()
      .refine((value) => !required || given(value), { error: REQUIRED_MESSAGE })
      .refine(isDecimal, { error: 'Enter a number, e.g. 1500000 or 1500.50' })
      .pipe(schema),
  );

const imagesInput = z
  .array(z.instanceof(File))
  .min(IMAGE_UPLOAD_RULES.minCount, { error: `Add at least ${IMAGE_UPLOAD_RULES.minCount} photos` })
  .max(IMAGE_UPLOAD_RULES.maxCount, { error: `Add at most ${IMAGE_UPLOAD_RULES.maxCount} photos` });

/** Step 1, basics: the contract's own field schemas, so the browser says what the server would. */
const basics = z.object({
  title: fields.title,
  price: amount(fields.price, true),
  currency: typed(fields.currency),
  duration: fields.duration,
  description: fields.description,
  address: fields.address,
  country: typed(fields.country),
  state: fields.state,
  city: fields.city,
});

/** Step 2, features. */
const features = ListingApplicationFields.pick({
  category: true,
  propertyType: true,
  parking: true,
  heatingType: true,
  coolingType: true,
  basement: true,
  exteriorFeatures: true,
  flooringType: true,
  occupancy: true,
  ownershipType: true,
});

/** Step 3, details, photos and the phone number buyers call. */
const details = z.object({
  bedrooms: fields.bedrooms,
  bathrooms: fields.bathrooms,
  landSize: amount(fields.landSize),
  buildingSize: amount(fields.buildingSize),
  garageSize: amount(fields.garageSize),
  yearBuilt: fields.yearBuilt,
  amenities: fields.amenities,
  mobilePhone: typed(fields.mobilePhone),
  images: imagesInput,
  // Move-in costs (rentals, leases, shared, hostels): typed in major units, sent in minor units.
  ...moveInFormSchema.shape,
});

/** Rooms and finishes are required, optional or absent by property type: the api's own rule. */
export const applicationFormSchema = basics
  .extend(features.shape)
  .extend(details.shape)
  .superRefine(requireTypeFields(), REFINE_ALWAYS)
  .superRefine((values, ctx) => {
    // The api's move-in checks, said here first: the months with any charge, and the law's own words.
    if (!isMoveInCategory(values.category)) return;
    const moveIn = moveInFieldsOfForm(values);
    if (needsMonths(moveIn)) {
      ctx.addIssue({ code: 'custom', path: ['advanceRentMonths'], message: MOVE_IN_NEEDS_MONTHS });
      return;
    }
    const region = findRegion(values.country, values.state);
    if (!region) return;
    for (const issue of moveInIssues(values.category, moveIn, {
      category: values.category,
      price: values.price,
      currency: values.currency,
      duration: values.duration,
      country: values.country,
      stateCode: region.code,
      city: values.city ?? null,
      address: values.address,
    })) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });
export type ApplicationFormOutput = z.output<typeof applicationFormSchema>;

/** What the inputs hold: text as typed, the checked amenities, the chosen files. */
export interface ApplicationFormValues extends MoveInFormValues {
  title: string;
  price: string;
  currency: string;
  duration: string;
  description: string;
  address: string;
  country: string;
  state: string;
  city: string;
  category: string;
  propertyType: string;
  parking: string;
  heatingType: string;
  coolingType: string;
  basement: string;
  exteriorFeatures: string;
  flooringType: string;
  occupancy: string;
  ownershipType: string;
  bedrooms: string;
  bathrooms: string;
  landSize: string;
  buildingSize: string;
  garageSize: string;
  yearBuilt: string;
  amenities: string[];
  mobilePhone: string;
  images: File[];
}

type FieldName = keyof ApplicationFormValues;

/** The fields each step checks before Continue moves on, in the order they appear. */
export const STEPS = [
  { title: 'Basics', fields: Object.keys(basics.shape) as FieldName[] },
  { title: 'Features', fields: Object.keys(features.shape) as FieldName[] },
  { title: 'Details and photos', fields: Object.keys(details.shape) as FieldName[] },
] as const;

export function stepOf(field: string): number {
  const index = STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index === -1 ? STEPS.length - 1 : index;
}

export const EMPTY_APPLICATION: ApplicationFormValues = {
  title: '',
  price: '',
  currency: '',
  duration: '',
  description: '',
  address: '',
  country: '',
  state: '',
  city: '',
  category: '',
  propertyType: '',
  parking: '',
  heatingType: '',
  coolingType: '',
  basement: '',
  exteriorFeatures: '',
  flooringType: '',
  occupancy: '',
  ownershipType: '',
  bedrooms: '',
  bathrooms: '',
  landSize: '',
  buildingSize: '',
  garageSize: '',
  yearBuilt: '',
  amenities: [],
  mobilePhone: '',
  images: [],
  ...EMPTY_MOVE_IN,
};

/**
 * The checked form as a multipart body: files travel as bytes rather than base64 data URLs (a third
 * smaller), repeated fields become lists on the server, and fields left empty are not sent.
 */
export function toApplicationFormData(values: ApplicationFormOutput): FormData {
  const body = new FormData();
  body.append('status', 'pending');
  const moveInNames: readonly string[] = MOVE_IN_FORM_FIELDS;
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || name === 'images' || name === 'amenities') continue;
    if (moveInNames.includes(name)) continue;
    body.append(name, String(value));
  }
  // Move-in costs only for the categories that are let (the api refuses them on a sale).
  if (isMoveInCategory(values.category)) {
    const moveIn = moveInFieldsOfForm(values);
    for (const [name, value] of Object.entries(moveIn)) {
      if (value === null) continue;
      body.append(name, name === 'otherCharges' ? JSON.stringify(value) : String(value));
    }
  }
  for (const amenity of values.amenities) body.append('amenities', amenity);
  for (const image of values.images) body.append('images', image, image.name);
  return body;
}
