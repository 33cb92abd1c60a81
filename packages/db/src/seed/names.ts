import type { Gender, ListingCountry } from '@ile/shared';
import type { Random } from './random';

// Names, phones and addresses of the seeded people. Every seeded email address and website is under a
// reserved TLD (.test, .example), so nothing the seed made can ever reach a real mailbox or site.

type GivenName = readonly [string, Gender];

const GIVEN_NAMES: Record<ListingCountry, readonly GivenName[]> = {
  NG: [
    ['Adaeze', 'Female'],
    ['Chinedu', 'Male'],
    ['Emeka', 'Male'],
    ['Ngozi', 'Female'],
    ['Oluwaseun', 'Male'],
    ['Babatunde', 'Male'],
    ['Funmilayo', 'Female'],
    ['Yetunde', 'Female'],
    ['Ifeoma', 'Female'],
    ['Chidi', 'Male'],
    ['Aisha', 'Female'],
    ['Musa', 'Male'],
    ['Ibrahim', 'Male'],
    ['Fatima', 'Female'],
    ['Hauwa', 'Female'],
    ['Abubakar', 'Male'],
    ['Zainab', 'Female'],
    ['Tunde', 'Male'],
    ['Kemi', 'Female'],
    ['Obinna', 'Male'],
    ['Uche', 'Male'],
    ['Nkechi', 'Female'],
    ['Temitope', 'Female'],
    ['Segun', 'Male'],
    ['Folake', 'Female'],
    ['Kelechi', 'Male'],
    ['Amaka', 'Female'],
    ['Halima', 'Female'],
    ['Sani', 'Male'],
    ['Efosa', 'Male'],
    ['Ekaette', 'Female'],
    ['Tamuno', 'Male'],
    ['Ebere', 'Female'],
    ['Gbenga', 'Male'],
    ['Damilola', 'Female'],
  ],
  SL: [
    ['Fatmata', 'Female'],
    ['Aminata', 'Female'],
    ['Mohamed', 'Male'],
    ['Ibrahim', 'Male'],
    ['Isatu', 'Female'],
    ['Abu', 'Male'],
    ['Mariama', 'Female'],
    ['Foday', 'Male'],
    ['Hawa', 'Female'],
    ['Sorie', 'Male'],
    ['Kadiatu', 'Female'],
    ['Alusine', 'Male'],
    ['Saidu', 'Male'],
    ['Adama', 'Female'],
    ['Osman', 'Male'],
    ['Memunatu', 'Female'],
    ['Sahr', 'Male'],
    ['Tamba', 'Male'],
    ['Jeneba', 'Female'],
    ['Christiana', 'Female'],
    ['Emmanuel', 'Male'],
    ['Augustine', 'Male'],
    ['Marie', 'Female'],
  ],
};

const FAMILY_NAMES: Record<ListingCountry, readonly string[]> = {
  NG: [
    'Okafor',
    'Adeyemi',
    'Okonkwo',
    'Balogun',
    'Eze',
    'Bello',
    'Abubakar',
    'Ogunleye',
    'Nwosu',
    'Adebayo',
    'Olawale',
    'Chukwu',
    'Mohammed',
    'Usman',
    'Okeke',
    'Lawal',
    'Ojo',
    'Nwachukwu',
    'Akande',
    'Danjuma',
    'Ekpo',
    'Etim',
    'Obi',
    'Igwe',
    'Ogundipe',
    'Osagie',
    'Briggs',
    'Amadi',
    'Yusuf',
    'Adeleke',
  ],
  SL: [
    'Kamara',
    'Sesay',
    'Conteh',
    'Bangura',
    'Koroma',
    'Turay',
    'Jalloh',
    'Kargbo',
    'Mansaray',
    'Fofanah',
    'Kanu',
    'Sankoh',
    'Bah',
    'Barrie',
    'Kallon',
    'Lansana',
    'Massaquoi',
    'Cole',
    'Macauley',
    'Tucker',
    'Gbla',
  ],
};

const MOBILE_PREFIXES: Record<ListingCountry, readonly string[]> = {
  NG: [
    '803',
    '806',
    '813',
    '816',
    '703',
    '706',
    '802',
    '808',
    '812',
    '701',
    '905',
    '906',
    '810',
    '814',
    '903',
    '907',
  ],
  SL: ['76', '77', '78', '79', '30', '33', '34', '88', '99'],
};

export interface PersonName {
  first: string;
  last: string;
  gender: Gender;
}

export function personName(rng: Random, country: ListingCountry): PersonName {
  const [first, gender] = rng.pick(GIVEN_NAMES[country]);
  return { first, last: rng.pick(FAMILY_NAMES[country]), gender };
}

export function mobilePhone(rng: Random, country: ListingCountry): string {
  const digits = (count: number) => Array.from({ length: count }, () => rng.int(0, 9)).join('');
  return country === 'NG'
    ? `+234${rng.pick(MOBILE_PREFIXES.NG)}${digits(7)}`
    : `+232${rng.pick(MOBILE_PREFIXES.SL)}${digits(6)}`;
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** `first.last<n>@example.test`; n keeps addresses unique across people who share a name. */
export function personalEmail(name: PersonName, n: number): string {
  return `${slug(name.first)}.${slug(name.last)}${n}@example.test`.replace(/-/g, '');
}

export interface University {
  name: string;
  country: ListingCountry;
  /** Under .test, like every seeded address. */
  emailDomain: string;
}

export const UNIVERSITIES: readonly University[] = [
  { name: 'University of Lagos', country: 'NG', emailDomain: 'unilag.edu.test' },
  { name: 'University of Ibadan', country: 'NG', emailDomain: 'ui.edu.test' },
  { name: 'Obafemi Awolowo University', country: 'NG', emailDomain: 'oauife.edu.test' },
  { name: 'University of Nigeria, Nsukka', country: 'NG', emailDomain: 'unn.edu.test' },
  { name: 'Ahmadu Bello University', country: 'NG', emailDomain: 'abu.edu.test' },
  { name: 'University of Port Harcourt', country: 'NG', emailDomain: 'uniport.edu.test' },
  { name: 'Fourah Bay College', country: 'SL', emailDomain: 'fbc.edu.test' },
  { name: 'Njala University', country: 'SL', emailDomain: 'njala.edu.test' },
];
