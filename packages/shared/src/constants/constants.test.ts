import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from './auth';
import { COUNTRY_CURRENCY, CURRENCY_SYMBOLS, DISPLAY_CURRENCIES, LISTING_CURRENCIES } from './currencies';
import {
  AMENITIES,
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  CATEGORIES,
  CATEGORY_OPTIONS,
  DURATION_OPTIONS,
  HEATING_TYPE_OPTIONS,
  HEATING_TYPES,
  PARKING_TYPE_OPTIONS,
  PARKING_TYPES,
  PROPERTY_TYPES,
} from './listing-options';
import { MESSAGES } from './messages';
import { labelOf } from './option';
import { MAX_PRICE_OPTIONS, MIN_PRICE_OPTIONS } from './search';

describe('option lists', () => {
  it('have one canonical list of categories and property types', () => {
    expect(CATEGORIES).toEqual(['rental', 'lease', 'sale', 'shared', 'hostel']);
    expect(CATEGORY_OPTIONS.map((option) => option.value)).toEqual([...CATEGORIES]);
    expect(PROPERTY_TYPES).toEqual(['residential', 'commercial', 'student', 'industrial', 'land']);
  });

  it("label durations like the spec ('per month', 'outright')", () => {
    expect(labelOf(DURATION_OPTIONS, 'month')).toBe('per month');
    expect(labelOf(DURATION_OPTIONS, 'outright')).toBe('outright');
  });

  it("store the spec's values verbatim but show corrected labels", () => {
    expect(PARKING_TYPES).toContain('Driving');
    expect(HEATING_TYPES).toContain('forced Air');
    expect(labelOf(PARKING_TYPE_OPTIONS, 'Driving')).toBe('Driveway');
    expect(labelOf(HEATING_TYPE_OPTIONS, 'forced Air')).toBe('Forced air');
    expect(labelOf(PARKING_TYPE_OPTIONS, 'Carport')).toBe('Carport');
    expect(PARKING_TYPE_OPTIONS.map((option) => option.value)).toEqual([...PARKING_TYPES]);
    expect(HEATING_TYPE_OPTIONS.map((option) => option.value)).toEqual([...HEATING_TYPES]);
    expect(AMENITIES).toContain('Shopping centers');
    expect(BEDROOM_OPTIONS).toEqual(['1', '2', '3', '4', '5+']);
    expect(BATHROOM_OPTIONS).toEqual(['1', '2', '3', '4', '5', '6', '6+']);
  });

  it('price options ascend', () => {
    for (const options of [MIN_PRICE_OPTIONS, MAX_PRICE_OPTIONS]) {
      const values = options.map((option) => option.value);
      expect(values).toEqual([...values].sort((a, b) => a - b));
    }
  });
});

describe('currencies', () => {
  it('show every display currency with a symbol, NGN as ₦ and SLE as Le', () => {
    expect(Object.keys(CURRENCY_SYMBOLS).sort()).toEqual([...DISPLAY_CURRENCIES].sort());
    expect(CURRENCY_SYMBOLS.NGN).toBe('₦');
    expect(CURRENCY_SYMBOLS.SLE).toBe('Le');
  });

  it('list SLE, never SLL, as the current leone', () => {
    expect(DISPLAY_CURRENCIES).not.toContain('SLL');
    expect(LISTING_CURRENCIES).toEqual(['NGN', 'SLE']);
    expect(COUNTRY_CURRENCY.SL).toBe('SLE');
  });
});

describe('messages', () => {
  it('are spelled correctly', () => {
    const all = JSON.stringify({ MESSAGES, PASSWORD_MESSAGES });
    for (const typo of ['sucecessful', 'succesfully', 'Succesful']) {
      expect(all).not.toContain(typo);
    }
    expect(MESSAGES.auth.signupSuccessful).toBe('Signup successful!');
    expect(MESSAGES.payment.successful).toBe('Successful payment');
  });
});
