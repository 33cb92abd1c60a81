import { MOVE_IN_NEEDS_MONTHS } from '@ile/shared/move-in/move-in-contract';
import { MAX_OTHER_CHARGES, type MoveInFields } from '@ile/shared/move-in/move-in-cost';
import { z } from 'zod';

/**
 * The "Move-in costs" section of the listing form and the edit form: what the inputs hold (amounts typed in
 * the listing's currency, major units) and how they become the api's fields (minor units, integers).
 */
export interface MoveInFormValues {
  advanceRentMonths: string;
  agencyFee: string;
  legalFee: string;
  cautionDeposit: string;
  serviceChargeYearly: string;
  otherCharges: { name: string; amount: string }[];
}

export const MOVE_IN_AMOUNT_FIELDS = [
  'agencyFee',
  'legalFee',
  'cautionDeposit',
  'serviceChargeYearly',
] as const;
export const MOVE_IN_FORM_FIELDS = ['advanceRentMonths', ...MOVE_IN_AMOUNT_FIELDS, 'otherCharges'] as const;

export const EMPTY_MOVE_IN: MoveInFormValues = {
  advanceRentMonths: '',
  agencyFee: '',
  legalFee: '',
  cautionDeposit: '',
  serviceChargeYearly: '',
  otherCharges: [],
};

const cleaned = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s,]/g, '') : value);

/** '250,000' or '250000.50' (naira, leones) → 25000050 (kobo, cents); '' → undefined. */
const money = z.preprocess(
  cleaned,
  z
    .string()
    .refine((value) => value === '' || /^\d+(\.\d{1,2})?$/.test(value), {
      error: 'Enter an amount, e.g. 250000 or 250000.50',
    })
    .transform((value) => (value === '' ? undefined : Math.round(Number(value) * 100))),
);

export const moveInFormSchema = z.object({
  advanceRentMonths: z.preprocess(
    cleaned,
    z
      .string()
      .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 60), {
        error: 'Enter a whole number of months from 1 to 60',
      })
      .transform((value) => (value === '' ? undefined : Number(value))),
  ),
  agencyFee: money,
  legalFee: money,
  cautionDeposit: money,
  serviceChargeYearly: money,
  otherCharges: z
    .array(
      z.object({
        name: z.string().trim().max(60, { error: 'At most 60 characters' }),
        amount: money,
      }),
    )
    .max(MAX_OTHER_CHARGES)
    .superRefine((charges, ctx) => {
      charges.forEach((charge, index) => {
        if (charge.name === '' && charge.amount !== undefined) {
          ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'Name the charge' });
        }
        if (charge.name !== '' && charge.amount === undefined) {
          ctx.addIssue({ code: 'custom', path: [index, 'amount'], message: 'Enter its amount' });
        }
      });
    })
    .transform((charges) =>
      charges.flatMap((charge) =>
        charge.name !== '' && charge.amount !== undefined
          ? [{ name: charge.name, amount: charge.amount }]
          : [],
      ),
    ),
});
export type MoveInFormOutput = z.output<typeof moveInFormSchema>;

/** The checked section as the api's fields (null where nothing was typed). */
export function moveInFieldsOfForm(values: MoveInFormOutput): MoveInFields {
  return {
    advanceRentMonths: values.advanceRentMonths ?? null,
    agencyFee: values.agencyFee ?? null,
    legalFee: values.legalFee ?? null,
    cautionDeposit: values.cautionDeposit ?? null,
    serviceChargeYearly: values.serviceChargeYearly ?? null,
    otherCharges: values.otherCharges.length > 0 ? values.otherCharges : null,
  };
}

/** The months are needed once any charge is typed: said at the months field, as the api would. */
export function needsMonths(fields: MoveInFields): boolean {
  return (
    fields.advanceRentMonths === null &&
    [
      fields.agencyFee,
      fields.legalFee,
      fields.cautionDeposit,
      fields.serviceChargeYearly,
      fields.otherCharges,
    ].some((value) => value !== null)
  );
}
export { MOVE_IN_NEEDS_MONTHS };

/** Stored fields (minor units) as the inputs show them (major units), for the edit form. */
export function moveInFormValuesOf(fields: MoveInFields | null): MoveInFormValues {
  if (!fields) return EMPTY_MOVE_IN;
  const shown = (minor: number | null) => (minor === null ? '' : String(minor / 100));
  return {
    advanceRentMonths: fields.advanceRentMonths === null ? '' : String(fields.advanceRentMonths),
    agencyFee: shown(fields.agencyFee),
    legalFee: shown(fields.legalFee),
    cautionDeposit: shown(fields.cautionDeposit),
    serviceChargeYearly: shown(fields.serviceChargeYearly),
    otherCharges: (fields.otherCharges ?? []).map((charge) => ({
      name: charge.name,
      amount: shown(charge.amount),
    })),
  };
}
