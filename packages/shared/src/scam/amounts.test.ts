import { describe, expect, it } from 'vitest';
import { findAmounts } from './amounts';

describe('findAmounts', () => {
  it.each([
    ['Pay ₦20k inspection fee', '₦20k', 20_000, 'NGN'],
    ['Rent is 1.5m per annum', '1.5m', 1_500_000, null],
    ['na 50k last price', '50k', 50_000, null],
    ['Inspection fee: N5,000 (non-refundable)', 'N5,000', 5_000, 'NGN'],
    ['NGN 250,000 only', 'NGN 250,000', 250_000, 'NGN'],
    ['Le 2,500 a month', 'Le 2,500', 2_500, 'SLE'],
    ['SLE 500 for the form', 'SLE 500', 500, 'SLE'],
    ['20 million leones a year', '20 million', 20_000_000, null],
    ['send 2,000 naira', '2,000 naira', 2_000, 'NGN'],
    ['$150,000 for the house', '$150,000', 150_000, 'USD'],
    ['pay 5000 for form', '5000', 5_000, null],
    ['₦ 3.2m total', '₦ 3.2m', 3_200_000, 'NGN'],
  ])('reads %j', (text, written, value, currency) => {
    expect(findAmounts(text)[0]).toEqual({ text: written, value, currency });
  });

  it('does not read phone numbers, account numbers, times, rooms or percentages as amounts', () => {
    for (const text of [
      'call 08031234567',
      'acct 0123456789',
      'come by 2pm',
      'see you at 10am',
      '3 bedrooms, 2 toilets',
      'agency is 10%',
      'plot 23, block 4',
      'it is 5 minutes away',
    ])
      expect(findAmounts(text), text).toEqual([]);
  });
});
