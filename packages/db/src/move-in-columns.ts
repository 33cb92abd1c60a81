import type { MoveInFields, MoveInListing, OtherCharge } from '@ile/shared';

/** The move-in columns of a listing application or property, as stored (migration 2026_11_30_0001). */
export interface MoveInColumns {
  advance_rent_months: number | null;
  agency_fee: number | null;
  legal_fee: number | null;
  caution_deposit: number | null;
  service_charge_yearly: number | null;
  other_charges: OtherCharge[] | null;
}

/** Parsed move-in fields as the columns a write sets (other charges as JSON text: see NullableJson). */
export function moveInColumnsOf(fields: MoveInFields) {
  return {
    advance_rent_months: fields.advanceRentMonths,
    agency_fee: fields.agencyFee,
    legal_fee: fields.legalFee,
    caution_deposit: fields.cautionDeposit,
    service_charge_yearly: fields.serviceChargeYearly,
    other_charges: fields.otherCharges ? JSON.stringify(fields.otherCharges) : null,
  };
}

/** A stored listing as `computeMoveInCost` and the rules read it. */
export function moveInListingOf(
  row: MoveInColumns & {
    category: string;
    price: number | string;
    currency: string;
    duration: string;
    country: string;
    state_code: string;
    city: string | null;
    address: string;
  },
): MoveInListing {
  return {
    category: row.category,
    price: row.price,
    currency: row.currency,
    duration: row.duration,
    country: row.country,
    stateCode: row.state_code,
    city: row.city,
    address: row.address,
    advanceRentMonths: row.advance_rent_months,
    agencyFee: row.agency_fee,
    legalFee: row.legal_fee,
    cautionDeposit: row.caution_deposit,
    serviceChargeYearly: row.service_charge_yearly,
    otherCharges: row.other_charges,
  };
}
