import { describe, expect, it } from 'vitest';
import { listingPlace, listingPriceText } from './listing-summary';

describe('listing summary text', () => {
  it('writes the price in the listing currency with its duration, none for a sale', () => {
    expect(listingPriceText(4_500_000, 'NGN', 'year')).toBe('₦4,500,000 per year');
    expect(listingPriceText('2500', 'SLE', 'month')).toBe('Le 2,500 per month');
    expect(listingPriceText(85_000_000, 'NGN', 'outright')).toBe('₦85,000,000');
  });

  it('names the city and the state, or the state alone', () => {
    expect(listingPlace('Lekki', 'Lagos')).toBe('Lekki, Lagos');
    expect(listingPlace(null, 'Western Area Urban')).toBe('Western Area Urban');
    expect(listingPlace('  ', 'Kano')).toBe('Kano');
  });
});
