import type { z } from 'zod';
import { PROPERTY_TYPES, type PropertyType } from '../constants/listing-options';
import { REQUIRED_MESSAGE } from './required';

/**
 * Which of a listing's rooms and finishes its property type asks for — the one rule the listing wizard,
 * the edit form and the api all read, so they cannot drift (issue 15; docs/listing-fields-by-type.md).
 * `absent`: the forms hide the field and the api drops it (a plot of land has no bedrooms or flooring);
 * `optional`: 0 or nothing means "none".
 */
export type FieldNeed = 'required' | 'optional' | 'absent';

export const TYPE_DEPENDENT_FIELDS = [
  'bedrooms',
  'bathrooms',
  'flooringType',
  'heatingType',
  'coolingType',
] as const;
export type TypeDependentField = (typeof TYPE_DEPENDENT_FIELDS)[number];

type Needs = Readonly<Record<TypeDependentField, FieldNeed>>;

const ALL_REQUIRED: Needs = {
  bedrooms: 'required',
  bathrooms: 'required',
  flooringType: 'required',
  heatingType: 'required',
  coolingType: 'required',
};

export const PROPERTY_TYPE_FIELDS: Readonly<Record<PropertyType, Needs>> = {
  residential: ALL_REQUIRED,
  student: ALL_REQUIRED,
  // Shops, offices and warehouses seldom have bedrooms; they still have washrooms and finishes.
  commercial: { ...ALL_REQUIRED, bedrooms: 'optional' },
  industrial: { ...ALL_REQUIRED, bedrooms: 'optional' },
  land: {
    bedrooms: 'absent',
    bathrooms: 'absent',
    flooringType: 'absent',
    heatingType: 'absent',
    coolingType: 'absent',
  },
};

const isPropertyType = (value: unknown): value is PropertyType =>
  (PROPERTY_TYPES as readonly unknown[]).includes(value);

/** Until a type is chosen every field is asked for, as the forms show them all. */
export function fieldNeed(propertyType: unknown, field: TypeDependentField): FieldNeed {
  return isPropertyType(propertyType) ? PROPERTY_TYPE_FIELDS[propertyType][field] : 'required';
}

type TypedValues = { propertyType?: unknown } & Partial<Record<TypeDependentField, unknown>>;

/**
 * A zod refinement over the schema's `fields`: "required" on each one the chosen type needs and the values
 * lack. Give it `REFINE_ALWAYS` so it runs even when other fields failed: a step of the wizard then shows
 * its messages while later steps are still empty.
 */
export function requireTypeFields(fields: readonly TypeDependentField[] = TYPE_DEPENDENT_FIELDS) {
  return (values: TypedValues, ctx: z.RefinementCtx): void => {
    // Running after other failures, it can be handed what was sent instead of an object.
    if (typeof values !== 'object' || values === null) return;
    for (const field of fields) {
      if (fieldNeed(values.propertyType, field) === 'required' && values[field] === undefined) {
        ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED_MESSAGE });
      }
    }
  };
}
export const REFINE_ALWAYS = { when: () => true } as const;

/** The values without the fields their type does not have (sent by an old client, or left from a change of type). */
export function withoutAbsentFields<T extends TypedValues>(values: T): T {
  const kept = { ...values };
  for (const field of TYPE_DEPENDENT_FIELDS) {
    if (fieldNeed(values.propertyType, field) === 'absent') delete kept[field];
  }
  return kept;
}
