import type { Category, Duration, ListingCountry, PropertyType } from '@ile/shared';
import type { ListingKind } from './listing-kinds';
import type { Place } from './places';
import type { Random } from './random';

// Titles, descriptions and the small print of seeded listings, in the register of West African listings.

export interface ListingTextInput {
  category: Category;
  propertyType: PropertyType;
  duration: Duration;
  kind: ListingKind;
  bedrooms: number;
  bathrooms: number;
  landSize: number | null;
  buildingSize: number | null;
  place: Place;
  regionName: string;
  country: ListingCountry;
  features: readonly string[];
}

export interface ListingText {
  title: string;
  description: string;
  detailedDescription: string;
  highlights: [string, string, string];
  additionalFees: string | null;
  tags: string[];
}

const RESIDENTIAL_ADJECTIVES = [
  'Newly Built',
  'Serviced',
  'Furnished',
  'Spacious',
  'Luxury',
  'Tastefully Finished',
  'Affordable',
  'Modern',
];
const BUSINESS_ADJECTIVES = ['Open-plan', 'Prime', 'Well-located', 'Spacious', 'Modern', 'Secure'];

const OPENINGS: Record<PropertyType, readonly string[]> = {
  residential: [
    'A bright, well-kept home in a quiet street.',
    'Finished to a high standard with quality fittings throughout.',
    'A family home with generous rooms and good natural light.',
    'Recently renovated, with a modern kitchen and tiled floors.',
  ],
  student: [
    'Clean, secure accommodation a short walk from campus.',
    'Ideal for students who want a quiet place to study.',
    'Affordable student accommodation with reliable water and power.',
  ],
  commercial: [
    'High-visibility space on a busy road with steady foot traffic.',
    'A flexible space suited to offices, retail or a showroom.',
    'Professional space in a well-managed building.',
  ],
  industrial: [
    'Solid industrial space with good access for trucks.',
    'High-roofed space suitable for storage, light manufacturing or distribution.',
    'Secure yard and loading bays on a tarred access road.',
  ],
  land: [
    'A dry, fenced plot on firm ground, ready for building.',
    'Well-located land in a fast-developing area.',
    'Accessible land with good road frontage.',
  ],
};

const COMFORTS = [
  'The compound has a borehole and an overhead tank.',
  'There is prepaid metering and a backup generator.',
  'Security is provided round the clock at the gate.',
  'The kitchen comes fitted with cabinets and a gas cooker point.',
  'All rooms are en suite with wardrobes.',
  'There is ample parking within the compound.',
  'The estate has good drainage and tarred internal roads.',
  'Solar panels keep the lights and fans on during outages.',
];

const TERMS: Record<Category, readonly string[]> = {
  rental: ['Rent is payable in advance.', 'Minimum tenancy applies.', 'Inspection by appointment.'],
  lease: ['Lease terms are negotiable for long tenancies.', 'Suitable for a corporate tenant.'],
  sale: [
    'Title documents are available for verification.',
    'Serious buyers only; inspection by appointment.',
  ],
  shared: ['Rooms are shared between two occupants.', 'Utilities are split equally between housemates.'],
  hostel: ['Bed spaces are allocated on a first-come basis.', 'Quiet hours apply after 10 pm.'],
};

const TAGS = [
  'serviced',
  'furnished',
  'new build',
  'gated estate',
  '24-hour power',
  'borehole',
  'fitted kitchen',
  'security',
  'newly renovated',
  'pet friendly',
  'swimming pool',
  'close to campus',
];

export function listingText(rng: Random, input: ListingTextInput): ListingText {
  const { kind, place, bedrooms, category, propertyType, country } = input;
  let title: string;
  if (propertyType === 'land') {
    title =
      kind.name === 'Farmland'
        ? `${Math.max(1, Math.round((input.landSize ?? 4047) / 4047))} Acre Farmland in ${place.locality}`
        : `${input.landSize} sqm ${kind.name} in ${place.locality}`;
  } else if (propertyType === 'residential') {
    const adjective = rng.chance(0.6) ? `${rng.pick(RESIDENTIAL_ADJECTIVES)} ` : '';
    title = `${adjective}${bedrooms} Bedroom ${kind.name} in ${place.locality}`;
  } else if (propertyType === 'student') {
    title = `${kind.name}${bedrooms > 1 ? ` (${bedrooms} rooms)` : ''} near ${place.city} campuses`;
  } else {
    title = `${rng.pick(BUSINESS_ADJECTIVES)} ${kind.name} in ${place.locality}`;
  }

  const amenities =
    input.features.length > 0 ? `Close to ${joinList(input.features.map((f) => f.toLowerCase()))}.` : '';
  const rooms =
    bedrooms > 0
      ? `It has ${bedrooms} bedroom${bedrooms > 1 ? 's' : ''} and ${input.bathrooms} bathroom${input.bathrooms === 1 ? '' : 's'}.`
      : input.buildingSize
        ? `The floor area is about ${input.buildingSize} square metres.`
        : `The plot measures about ${input.landSize} square metres.`;
  const description = [rng.pick(OPENINGS[propertyType]), rooms, amenities].filter(Boolean).join(' ');
  const detailedDescription = [
    description,
    rng.sample(COMFORTS, propertyType === 'land' ? 0 : rng.int(1, 3)).join(' '),
    `Located at ${place.address.endsWith(place.city) ? place.address : `${place.address}, ${place.city}`}, ${input.regionName}.`,
    rng.pick(TERMS[category]),
  ]
    .filter(Boolean)
    .join(' ');

  const highlights: [string, string, string] =
    propertyType === 'land'
      ? [
          'Dry, firm land',
          'Good road access',
          country === 'NG' ? 'Certificate of Occupancy' : 'Registered conveyance',
        ]
      : [
          bedrooms > 0
            ? `${bedrooms} bedroom${bedrooms > 1 ? 's' : ''}`
            : `${input.buildingSize} m² floor area`,
          rng.pick(['Steady water supply', 'Backup power', 'Secure compound', 'Ample parking']),
          `In ${place.locality}`,
        ];

  const tags = rng.sample(TAGS, rng.int(0, 3));
  if (propertyType === 'student' && !tags.includes('close to campus')) tags.push('close to campus');
  return {
    title,
    description,
    detailedDescription,
    highlights,
    additionalFees: additionalFees(rng, category, input.duration, country),
    tags,
  };
}

function additionalFees(
  rng: Random,
  category: Category,
  duration: Duration,
  country: ListingCountry,
): string | null {
  if (category === 'sale')
    return rng.chance(0.5) ? 'Agency fee 5%, legal fee 5% of the purchase price.' : null;
  if (duration === 'day' || duration === 'week') return 'Refundable caution deposit payable on arrival.';
  if (country === 'SL') return rng.chance(0.6) ? 'Agent fee 10% of one year’s rent.' : null;
  return rng.pick([
    'Agency fee 10%, legal fee 10%, caution deposit 10%.',
    'Service charge payable yearly; agency and legal fees 10% each.',
    'Agreement and commission 10% each.',
    null,
  ]);
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
