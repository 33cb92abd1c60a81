import type { ListingCountry } from '@ile/shared';

// The ten seeded agencies. The first is the demo agency (agency@ile.test).

export interface AgencyProfile {
  name: string;
  country: ListingCountry;
  regionCode: string;
  locality: string;
  street: string;
  /** Base of the agency's .test / .example addresses. */
  domain: string;
  founded: number;
  focus: string;
}

export const AGENCY_PROFILES: readonly AgencyProfile[] = [
  {
    name: 'Eko Prime Realty',
    country: 'NG',
    regionCode: 'LA',
    locality: 'Victoria Island',
    street: 'Adeola Odeku Street',
    domain: 'ekoprime',
    founded: 2009,
    focus: 'homes and offices across Lagos Island and Lekki',
  },
  {
    name: 'Capital Crest Properties',
    country: 'NG',
    regionCode: 'FC',
    locality: 'Wuse 2',
    street: 'Aminu Kano Crescent',
    domain: 'capitalcrest',
    founded: 2012,
    focus: 'residential lettings and sales in Abuja',
  },
  {
    name: 'Garden City Homes',
    country: 'NG',
    regionCode: 'RI',
    locality: 'GRA Phase 2',
    street: 'Tombia Street',
    domain: 'gardencityhomes',
    founded: 2007,
    focus: 'family homes and corporate lets in Port Harcourt',
  },
  {
    name: 'Ancient City Estates',
    country: 'NG',
    regionCode: 'OY',
    locality: 'Bodija',
    street: 'Awolowo Avenue',
    domain: 'ancientcity',
    founded: 2015,
    focus: 'student housing and family homes in Ibadan',
  },
  {
    name: 'Coal City Realtors',
    country: 'NG',
    regionCode: 'EN',
    locality: 'Independence Layout',
    street: 'Okpara Avenue',
    domain: 'coalcity',
    founded: 2011,
    focus: 'land and homes in Enugu and the South-East',
  },
  {
    name: 'Sahel Gate Properties',
    country: 'NG',
    regionCode: 'KN',
    locality: 'Nassarawa GRA',
    street: 'Lugard Avenue',
    domain: 'sahelgate',
    founded: 2014,
    focus: 'commercial and residential property in Kano',
  },
  {
    name: 'Delta Bridge Realty',
    country: 'NG',
    regionCode: 'DE',
    locality: 'Asaba',
    street: 'Nnebisi Road',
    domain: 'deltabridge',
    founded: 2016,
    focus: 'homes, land and warehouses in Delta State',
  },
  {
    name: 'Lion Mountain Realty',
    country: 'SL',
    regionCode: 'WU',
    locality: 'Hill Station',
    street: 'Regent Road',
    domain: 'lionmountain',
    founded: 2010,
    focus: 'homes and apartments across Freetown',
  },
  {
    name: 'Atlantic View Homes',
    country: 'SL',
    regionCode: 'WU',
    locality: 'Aberdeen',
    street: 'Lumley Beach Road',
    domain: 'atlanticview',
    founded: 2018,
    focus: 'beachside apartments and short lets in Freetown',
  },
  {
    name: 'Bo Heartland Properties',
    country: 'SL',
    regionCode: 'BO',
    locality: 'Bo',
    street: 'Dama Road',
    domain: 'boheartland',
    founded: 2013,
    focus: 'homes, shops and land in Bo and the South',
  },
];

export const AGENT_POSITIONS = [
  'Senior Sales Agent',
  'Letting Agent',
  'Property Consultant',
  'Estate Surveyor',
  'Lettings Manager',
  'Sales Associate',
  'Property Manager',
];
