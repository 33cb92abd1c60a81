/** Test fixtures shared by the contract tests (not exported from the package). */

/** A data URL whose decoded content is `bytes` long (the content is not a real image). */
export const imageDataUrl = (bytes = 300, mimeType = 'image/png'): string =>
  `data:${mimeType};base64,${btoa('x'.repeat(bytes))}`;

export const id = (n: number): string => `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`;

export const validListingApplication = () => ({
  title: '3 bedroom flat',
  price: '1500000.50',
  currency: 'NGN',
  duration: 'year',
  description: 'A bright flat close to the lagoon.',
  address: '12 Admiralty Way',
  country: 'NG',
  state: 'LA',
  city: 'Lekki',
  category: 'rental',
  propertyType: 'residential',
  parking: 'Attached Garage',
  heatingType: 'None',
  coolingType: 'Central Air',
  basement: 'None',
  exteriorFeatures: 'Balcony',
  flooringType: 'Tile',
  occupancy: 'Vacant',
  ownershipType: 'Owned',
  bedrooms: '3',
  bathrooms: 2,
  mobilePhone: '+234 803 123 4567',
  images: [imageDataUrl(), imageDataUrl(), imageDataUrl()],
  // what the spec's client sends empty
  parkingSize: '',
  detailedDescription: '',
  highlightOne: '',
  highlightTwo: '',
  highlightThree: '',
  additionalFees: '',
  landSize: '',
  buildingSize: '',
  garageSize: '',
  yearBuilt: '',
});
