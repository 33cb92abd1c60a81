import { describe, expect, it } from 'vitest';
import { addressKey, type ListingFacts, priceWindow, sameAddressListing } from './duplicate-rules';

describe('addressKey', () => {
  it('writes one address the same however it was typed', () => {
    const key = addressKey('12 Admiralty Way');
    for (const typed of [
      '12, Admiralty Way',
      'No. 12 Admiralty Way',
      'no 12 admiralty  way.',
      '  12 ADMIRALTY WAY ',
      '12 Admiralty Way, Lekki',
      '12 Admiralty Way, Lekki, Lagos State, Nigeria',
    ]) {
      expect(addressKey(typed, { city: 'Lekki', state: 'Lagos' }), typed).toBe(key);
    }
  });

  it('unifies the common street abbreviations', () => {
    expect(addressKey('5 Awolowo Rd.')).toBe(addressKey('5 Awolowo Road'));
    expect(addressKey('14B Bode Thomas St')).toBe(addressKey('14b Bode Thomas Street'));
    expect(addressKey('3 Ajose Adeogun Str.')).toBe('3 ajose adeogun street');
    expect(addressKey('Plot 7, Ikeja GRA Ext, Opp. Shoprite')).toBe(
      'plot 7 ikeja gra extension opposite shoprite',
    );
    expect(addressKey('9 Wilkinson Cres, Freetown', { city: 'Freetown' })).toBe(
      addressKey('9 Wilkinson Crescent', { city: 'Freetown' }),
    );
    expect(addressKey('21 Fourah Bay Rd, Freetown', { city: 'Freetown', state: 'Western Area Urban' })).toBe(
      '21 fourah bay road',
    );
  });

  it('ignores accents and punctuation but keeps every word and number that tells places apart', () => {
    expect(addressKey('4 Ọ̀ṣọ́ Close')).toBe('4 oso close');
    expect(addressKey('12 Admiralty Way')).not.toBe(addressKey('21 Admiralty Way'));
    expect(addressKey('12 Admiralty Way')).not.toBe(addressKey('12 Admiralty Road'));
    expect(addressKey('Flat 2, 12 Admiralty Way')).not.toBe(addressKey('Flat 3, 12 Admiralty Way'));
  });

  it('keeps a place name that is the whole address, and one that is not the listing’s own', () => {
    expect(addressKey('Lekki', { city: 'Lekki' })).toBe('lekki');
    expect(addressKey('12 Admiralty Way, Lekki', { city: 'Ikoyi' })).toBe('12 admiralty way lekki');
  });
});

describe('sameAddressListing', () => {
  const subject: ListingFacts = {
    address: '12 Admiralty Way',
    city: 'Lekki',
    state: 'Lagos',
    stateCode: 'LA',
    country: 'NG',
    bedrooms: 3,
    price: 2_000_000,
    currency: 'NGN',
  };

  it('matches the same place, rooms and a price within 5 %', () => {
    expect(sameAddressListing(subject, { ...subject, address: 'No. 12, Admiralty Way, Lekki' })).toBe(true);
    expect(sameAddressListing(subject, { ...subject, price: 2_080_000 })).toBe(true); // +4 %
    expect(sameAddressListing(subject, { ...subject, price: 1_920_000 })).toBe(true); // -4 %
    expect(sameAddressListing(subject, { ...subject, price: 2_100_000 })).toBe(true); // +5 %, the edge
  });

  it('does not match another price, state, currency or number of bedrooms', () => {
    expect(sameAddressListing(subject, { ...subject, price: 2_120_000 })).toBe(false); // +6 %
    expect(sameAddressListing(subject, { ...subject, price: 1_880_000 })).toBe(false); // -6 %
    expect(sameAddressListing(subject, { ...subject, stateCode: 'OG', state: 'Ogun' })).toBe(false);
    expect(sameAddressListing(subject, { ...subject, currency: 'SLE' })).toBe(false);
    expect(sameAddressListing(subject, { ...subject, bedrooms: 2 })).toBe(false);
    expect(sameAddressListing(subject, { ...subject, address: '14 Admiralty Way' })).toBe(false);
  });

  it('compares prices with the window the query uses', () => {
    expect(priceWindow(1_000_000)).toEqual({ min: 950_000, max: 1_050_000 });
  });
});
