import { LISTING_COUNTRY_OPTIONS } from '@ile/shared/constants/countries';
import {
  CATEGORY_OPTIONS,
  HEATING_TYPE_OPTIONS,
  PARKING_TYPE_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
} from '@ile/shared/constants/listing-options';

/** react-admin's `{id, name}` choices from the shared `{value, label}` option lists. */
export const optionChoices = (options: readonly { value: string; label: string }[]) =>
  options.map(({ value, label }) => ({ id: value, name: label }));

export const COUNTRY_CHOICES = optionChoices(LISTING_COUNTRY_OPTIONS);
export const CATEGORY_CHOICES = optionChoices(CATEGORY_OPTIONS);
export const PROPERTY_TYPE_CHOICES = optionChoices(PROPERTY_TYPE_OPTIONS);
export const HEATING_CHOICES = optionChoices(HEATING_TYPE_OPTIONS);
export const PARKING_CHOICES = optionChoices(PARKING_TYPE_OPTIONS);

export const capitalise = (value: string) =>
  value.charAt(0).toUpperCase() + value.slice(1).replaceAll('_', ' ');

/** `{id, name}` choices for a SelectInput, from a list of values and optional labels. */
export const choicesOf = (values: readonly string[], labels: Record<string, string> = {}) =>
  values.map((value) => ({ id: value, name: labels[value] ?? capitalise(value) }));
