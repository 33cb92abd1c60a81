import { describe, expect, it } from 'vitest';
import { id, imageDataUrl, validListingApplication } from '../testing/fixtures';
import { CreateListingApplicationBody } from './listing-application';
import { AdminUpdatePropertyBody } from './management';

const pathsOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }): string[] =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('CreateListingApplicationBody', () => {
  it('accepts the form as the spec client sends it, dropping the empty fields', () => {
    const body = CreateListingApplicationBody.parse(validListingApplication());
    expect(body).toMatchObject({
      stateCode: 'LA',
      title: '3 bedroom flat',
      price: 1_500_000.5,
      currency: 'NGN',
      country: 'NG',
      state: 'Lagos',
      city: 'Lekki',
      bedrooms: 3,
      bathrooms: 2,
      mobilePhone: '+2348031234567',
      amenities: [],
    });
    for (const key of [
      'detailedDescription',
      'highlightOne',
      'additionalFees',
      'landSize',
      'yearBuilt',
    ] as const) {
      expect(body[key]).toBeUndefined();
    }
  });

  it('refuses, without throwing, a body that is not an object (the property-type rule runs regardless)', () => {
    for (const body of [null, 'text', 3, []]) {
      expect(CreateListingApplicationBody.safeParse(body).success).toBe(false);
      expect(AdminUpdatePropertyBody.safeParse(body).success).toBe(false);
    }
  });

  it('requires the fields of part 1 §5 and the phone', () => {
    const result = CreateListingApplicationBody.safeParse({});
    expect(pathsOf(result).sort()).toEqual(
      [
        'title',
        'price',
        'currency',
        'duration',
        'description',
        'address',
        'country',
        'state',
        'category',
        'propertyType',
        'parking',
        'heatingType',
        'coolingType',
        'basement',
        'exteriorFeatures',
        'flooringType',
        'occupancy',
        'ownershipType',
        'bedrooms',
        'bathrooms',
        'mobilePhone',
        'images',
      ].sort(),
    );
    expect(result.error?.issues.find((issue) => issue.path[0] === 'title')?.message).toBe(
      'This field is required',
    );
  });

  it('keeps optional sizes, year built and amenities when given', () => {
    const body = CreateListingApplicationBody.parse({
      ...validListingApplication(),
      landSize: '450.5',
      buildingSize: 120,
      yearBuilt: '2010-2019',
      amenities: ['Schools', 'Hospitals'],
    });
    expect(body).toMatchObject({ landSize: 450.5, buildingSize: 120, yearBuilt: 2010 });
    expect(body.amenities).toEqual(['Schools', 'Hospitals']);
  });

  it('reads a lone amenity (one repeated multipart field arrives as a string) as a list', () => {
    const body = CreateListingApplicationBody.parse({ ...validListingApplication(), amenities: 'Parks' });
    expect(body.amenities).toEqual(['Parks']);
    expect(
      CreateListingApplicationBody.safeParse({ ...validListingApplication(), amenities: 'Spa' }).success,
    ).toBe(false);
  });

  it('stores year built as a year, reading a band as its first year', () => {
    const withYear = (yearBuilt: unknown) =>
      CreateListingApplicationBody.safeParse({ ...validListingApplication(), yearBuilt });
    expect(withYear('before-1950').data?.yearBuilt).toBe(1949);
    expect(withYear('2020-or-newer').data?.yearBuilt).toBe(2020);
    expect(withYear('1987').data?.yearBuilt).toBe(1987);
    expect(withYear(2001).data?.yearBuilt).toBe(2001);
    expect(withYear(1700).success).toBe(false);
    expect(withYear('1970-1989').success).toBe(false);
  });

  it('stores a price given in SLL as SLE', () => {
    const body = CreateListingApplicationBody.parse({
      ...validListingApplication(),
      country: 'SL',
      state: 'Western Area Urban',
      currency: 'SLL',
      price: '25000000',
    });
    expect(body).toMatchObject({ currency: 'SLE', price: 25_000, state: 'Western Area Urban' });
  });

  it('rejects an SLL price that rounds to nothing in SLE', () => {
    const result = CreateListingApplicationBody.safeParse({
      ...validListingApplication(),
      currency: 'SLL',
      price: 1,
    });
    expect(pathsOf(result)).toEqual(['price']);
  });

  it('rejects a state that is not in the country', () => {
    const result = CreateListingApplicationBody.safeParse({
      ...validListingApplication(),
      country: 'SL',
      state: 'LA',
    });
    expect(pathsOf(result)).toEqual(['state']);
  });

  it('rejects values outside the option lists, bad prices and too few images', () => {
    const result = CreateListingApplicationBody.safeParse({
      ...validListingApplication(),
      category: 'student',
      currency: 'USD',
      price: '10.001',
      parking: 'Driveway',
      images: [imageDataUrl()],
    });
    expect(pathsOf(result).sort()).toEqual(['category', 'currency', 'images', 'parking', 'price']);
  });

  it("accepts the old client's explicit pending status but no other", () => {
    expect(
      CreateListingApplicationBody.safeParse({ ...validListingApplication(), status: 'pending' }).success,
    ).toBe(true);
    expect(
      CreateListingApplicationBody.safeParse({ ...validListingApplication(), status: 'successful' }).success,
    ).toBe(false);
  });
});

describe('AdminUpdatePropertyBody', () => {
  const edit = () => ({
    propertyId: id(1),
    title: 'Duplex',
    price: '2500000',
    category: 'sale',
    propertyType: 'residential',
    address: '1 Aminu Kano Crescent',
    country: 'NG',
    state: 'fct',
    city: '',
    bedrooms: '5+',
    bathrooms: '6+',
    landSize: '600',
    buildingSize: '',
    garageSize: '',
    parkingSize: '',
    description: 'Detached duplex',
    mobilePhone: '08031234567',
  });

  it('accepts the edit form with country and state, keeping images and currency when absent', () => {
    const body = AdminUpdatePropertyBody.parse(edit());
    expect(body).toMatchObject({
      country: 'NG',
      state: 'Federal Capital Territory',
      bedrooms: 5,
      bathrooms: 6,
      landSize: 600,
      price: 2_500_000,
    });
    expect(body.image).toBeUndefined();
    expect(body.currency).toBeUndefined();
    expect(body.city).toBeUndefined();
  });

  it('treats an empty image list as "keep the current images" and otherwise needs 3 to 20', () => {
    expect(AdminUpdatePropertyBody.parse({ ...edit(), image: [] }).image).toEqual([]);
    expect(AdminUpdatePropertyBody.safeParse({ ...edit(), image: [imageDataUrl()] }).success).toBe(false);
    expect(
      AdminUpdatePropertyBody.safeParse({ ...edit(), image: Array(3).fill(imageDataUrl()) }).success,
    ).toBe(true);
  });

  it('converts an SLL price', () => {
    const body = AdminUpdatePropertyBody.parse({
      ...edit(),
      country: 'SL',
      state: 'BO',
      currency: 'SLL',
      price: 3_000_000,
    });
    expect(body).toMatchObject({ currency: 'SLE', price: 3000, state: 'Bo' });
  });

  it('rejects the old edit form categories and types', () => {
    const result = AdminUpdatePropertyBody.safeParse({
      ...edit(),
      category: 'student',
      propertyType: 'apartment',
    });
    expect(pathsOf(result).sort()).toEqual(['category', 'propertyType']);
  });
});
