import { z } from 'zod';
import { LEGACY_LEONE, SLL_PER_SLE } from '../constants/currencies';
import { numeric, optionalInput } from '../contracts/common';
import {
  isMoveInCategory,
  MAX_ADVANCE_RENT_MONTHS,
  MAX_MOVE_IN_AMOUNT,
  MAX_OTHER_CHARGES,
  type MoveInFields,
  type MoveInListing,
} from './move-in-cost';
import { moveInBlockMessage } from './move-in-rules';

const MinorAmount = numeric(
  z
    .number()
    .int({ error: 'Enter a whole amount in kobo or cents' })
    .min(0, { error: 'An amount cannot be negative' })
    .max(MAX_MOVE_IN_AMOUNT, { error: 'That amount is too large' }),
);

/** A multipart form sends the list of other charges as JSON text. */
const parsedJson = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

export const OtherChargeSchema = z.object({
  name: z
    .string({ error: 'Name the charge' })
    .trim()
    .min(1, { error: 'Name the charge' })
    .max(60, { error: 'At most 60 characters' }),
  amount: MinorAmount,
});

/**
 * The move-in fields of the listing form and the edit form (amounts in the listing currency's minor unit:
 * ₦1,000 is 100000). Optional each; only for rentals, leases, shared apartments and hostels.
 */
export const MoveInFieldsInput = {
  advanceRentMonths: optionalInput(
    numeric(
      z
        .number()
        .int({ error: 'Enter a whole number of months' })
        .min(1, { error: 'At least 1 month' })
        .max(MAX_ADVANCE_RENT_MONTHS, { error: `At most ${MAX_ADVANCE_RENT_MONTHS} months` }),
    ),
  ),
  agencyFee: optionalInput(MinorAmount),
  legalFee: optionalInput(MinorAmount),
  cautionDeposit: optionalInput(MinorAmount),
  serviceChargeYearly: optionalInput(MinorAmount),
  otherCharges: optionalInput(
    z.preprocess(
      parsedJson,
      z
        .array(OtherChargeSchema, { error: 'Expected a list of charges' })
        .max(MAX_OTHER_CHARGES, { error: `At most ${MAX_OTHER_CHARGES} other charges` }),
    ),
  ),
};

export const MOVE_IN_FIELD_NAMES = [
  'advanceRentMonths',
  'agencyFee',
  'legalFee',
  'cautionDeposit',
  'serviceChargeYearly',
  'otherCharges',
] as const satisfies readonly (keyof MoveInFields)[];

type MoveInInput = Partial<{ [K in keyof MoveInFields]: NonNullable<MoveInFields[K]> | undefined }>;

export const MOVE_IN_FOR_RENTALS_ONLY =
  'Move-in costs are for rentals, leases, shared apartments and hostels, not for sales';
export const MOVE_IN_NEEDS_MONTHS = 'Say how many months of rent you require in advance';

/** The stored fields (null when not given) of a parsed body. */
export function moveInFieldsOf(body: MoveInInput): MoveInFields {
  return {
    advanceRentMonths: body.advanceRentMonths ?? null,
    agencyFee: body.agencyFee ?? null,
    legalFee: body.legalFee ?? null,
    cautionDeposit: body.cautionDeposit ?? null,
    serviceChargeYearly: body.serviceChargeYearly ?? null,
    otherCharges: body.otherCharges && body.otherCharges.length > 0 ? [...body.otherCharges] : null,
  };
}

/** Amounts given in the legacy leone (SLL) stored in SLE, like the price (normaliseLeonePrice). */
export function normaliseLeoneMoveIn(fields: MoveInFields, currency: string | undefined): MoveInFields {
  if (currency?.toUpperCase() !== LEGACY_LEONE) return fields;
  const sle = (amount: number | null) => (amount === null ? null : Math.round(amount / SLL_PER_SLE));
  return {
    ...fields,
    agencyFee: sle(fields.agencyFee),
    legalFee: sle(fields.legalFee),
    cautionDeposit: sle(fields.cautionDeposit),
    serviceChargeYearly: sle(fields.serviceChargeYearly),
    otherCharges:
      fields.otherCharges?.map((charge) => ({ ...charge, amount: sle(charge.amount) ?? 0 })) ?? null,
  };
}

/**
 * Why a listing's move-in fields cannot be saved, as issues at their paths: move-in costs on a sale, charges
 * without the months of rent in advance, or a `block` rule broken (its words). Empty when they can.
 */
export function moveInIssues(
  category: string,
  fields: MoveInFields,
  listing: Omit<MoveInListing, keyof MoveInFields> | null,
): { path: string; message: string }[] {
  const given = MOVE_IN_FIELD_NAMES.filter((name) => fields[name] !== null);
  if (given.length === 0) return [];
  if (!isMoveInCategory(category)) {
    return given.map((path) => ({ path, message: MOVE_IN_FOR_RENTALS_ONLY }));
  }
  if (fields.advanceRentMonths === null)
    return [{ path: 'advanceRentMonths', message: MOVE_IN_NEEDS_MONTHS }];
  const blocked = listing ? moveInBlockMessage({ ...listing, ...fields }) : null;
  return blocked ? [{ path: 'advanceRentMonths', message: blocked }] : [];
}
