import { regionsOf } from '@ile/shared/regions';
import type { OptionList } from './form-fields';

/**
 * What a region select stores: listings keep the region's code, while profiles, agency applications and the
 * search filters keep its name (what the api filters and shows).
 */
export type RegionValue = 'code' | 'name';

/** The states (Nigeria) or districts (Sierra Leone) of a country as select options; none without a country. */
export function regionOptions(country: string | null | undefined, value: RegionValue): OptionList {
  return regionsOf(country).map((region) => ({ value: region[value], label: region.name }));
}

/** Sierra Leone is divided into districts, Nigeria into states. */
export const regionLabel = (country: string | null | undefined) => (country === 'SL' ? 'District' : 'State');
