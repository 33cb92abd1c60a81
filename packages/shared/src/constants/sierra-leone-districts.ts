import type { Region } from './region';

/**
 * Sierra Leone's 16 districts (2017 boundaries). ISO 3166-2:SL codes only the provinces, so the district
 * codes are ours: two letters, unique within Sierra Leone. `lat`/`lng` are approximate centroids;
 * `cities` start with the district headquarters.
 */
export const SIERRA_LEONE_DISTRICTS = [
  { code: 'BO', name: 'Bo', lat: 7.85, lng: -11.8, cities: ['Bo', 'Koribondo', 'Sumbuya', 'Gerihun'] },
  { code: 'BM', name: 'Bombali', lat: 9.25, lng: -12.16, cities: ['Makeni', 'Kamabai', 'Binkolo'] },
  { code: 'BN', name: 'Bonthe', lat: 7.53, lng: -12.5, cities: ['Mattru Jong', 'Bonthe', 'Tihun'] },
  { code: 'FA', name: 'Falaba', lat: 9.85, lng: -11.32, cities: ['Bendugu', 'Falaba', 'Sinkunia'] },
  {
    code: 'KL',
    name: 'Kailahun',
    lat: 8.1,
    lng: -10.74,
    cities: ['Kailahun', 'Segbwema', 'Pendembu', 'Daru'],
  },
  { code: 'KM', name: 'Kambia', lat: 9.13, lng: -12.92, cities: ['Kambia', 'Rokupr', 'Kukuna'] },
  { code: 'KR', name: 'Karene', lat: 9.45, lng: -12.4, cities: ['Kamakwie', 'Batkanu', 'Kamalo'] },
  { code: 'KE', name: 'Kenema', lat: 7.88, lng: -11.19, cities: ['Kenema', 'Blama', 'Tongo'] },
  { code: 'KD', name: 'Koinadugu', lat: 9.52, lng: -11.36, cities: ['Kabala', 'Fadugu', 'Yifin'] },
  { code: 'KN', name: 'Kono', lat: 8.65, lng: -10.95, cities: ['Koidu', 'Tombodu', 'Yengema'] },
  {
    code: 'MO',
    name: 'Moyamba',
    lat: 8.16,
    lng: -12.43,
    cities: ['Moyamba', 'Shenge', 'Rotifunk', 'Taiama'],
  },
  {
    code: 'PL',
    name: 'Port Loko',
    lat: 8.77,
    lng: -12.79,
    cities: ['Port Loko', 'Lunsar', 'Lungi', 'Masiaka'],
  },
  { code: 'PU', name: 'Pujehun', lat: 7.35, lng: -11.72, cities: ['Pujehun', 'Zimmi', 'Potoru'] },
  {
    code: 'TO',
    name: 'Tonkolili',
    lat: 8.74,
    lng: -11.8,
    cities: ['Magburaka', 'Bumbuna', 'Yele', 'Mile 91'],
  },
  {
    code: 'WR',
    name: 'Western Area Rural',
    lat: 8.32,
    lng: -13.07,
    cities: ['Waterloo', 'Tombo', 'Hastings'],
  },
  {
    code: 'WU',
    name: 'Western Area Urban',
    lat: 8.47,
    lng: -13.23,
    cities: ['Freetown', 'Wellington', 'Aberdeen', 'Kissy'],
  },
] as const satisfies readonly Region[];
