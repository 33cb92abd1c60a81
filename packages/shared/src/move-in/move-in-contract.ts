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

const MoveInBase = {
  advanceRentMonths: numeric(
    z
      .number()
      .int({ error: 'Enter a whole number of months' })
      .min(1, { error: 'At least 1 month' })
      .max(MAX_ADVANCE_RENT_MONTHS, { error: `At most ${MAX_ADVANCE_RENT_MONTHS} months` }),
  ),
  agencyFee: MinorAmount,
  legalFee: MinorAmount,
  cautionDeposit: MinorAmount,
  serviceChargeYearly: MinorAmount,
  otherCharges: z.preprocess(
    parsedJson,
    z
      .array(OtherChargeSchema, { error: 'Expected a list of charges' })
      .max(MAX_OTHER_CHARGES, { error: `At most ${MAX_OTHER_CHARGES} other charges` }),
  ),
};

/**
 * The move-in fields of the listing form (amounts in the listing currency's minor unit: ₦1,000 is 100000).
 * Optional each; only for rentals, leases, shared apartments and hostels.
 */
export const MoveInFieldsInput = {
  advanceRentMonths: optionalInput(MoveInBase.advanceRentMonths),
  agencyFee: optionalInput(MoveInBase.agencyFee),
  legalFee: optionalInput(MoveInBase.legalFee),
  cautionDeposit: optionalInput(MoveInBase.cautionDeposit),
  serviceChargeYearly: optionalInput(MoveInBase.serviceChargeYearly),
  otherCharges: optionalInput(MoveInBase.otherCharges),
};

/** Absent: undefined (kept as stored); null or '': null (cleared); otherwise the value. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.union([z.null(), schema]).optional(),
  );

/**
 * The same fields on the edit form: a field not sent keeps what is stored, one sent empty (or null) clears
 * it. A request without any of them leaves the listing's move-in costs as they are.
 */
export const MoveInEditFieldsInput = {
  advanceRentMonths: clearable(MoveInBase.advanceRentMonths),
  agencyFee: clearable(MoveInBase.agencyFee),
  legalFee: clearable(MoveInBase.legalFee),
  cautionDeposit: clearable(MoveInBase.cautionDeposit),
  serviceChargeYearly: clearable(MoveInBase.serviceChargeYearly),
  otherCharges: clearable(MoveInBase.otherCharges),
};

export const MOVE_IN_FIELD_NAMES = [
  'advanceRentMonths',
  'agencyFee',
  'legalFee',
  'cautionDeposit',
  'serviceChargeYearly',
  'otherCharges',
] as const satisfies readonly (keyof MoveInFields)[];

type MoveInInput = Partial<{ [K in keyof MoveInFields]: MoveInFields[K] | undefined }>;

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
