import { z } from 'zod';
import { computeMoveInCost, type MoveInListing } from './move-in-cost';
import { checkMoveInRules } from './move-in-rules';

const MoveInLineSchema = z.object({
  kind: z.enum(['rent', 'agency', 'legal', 'caution', 'service', 'other']),
  label: z.string(),
  /** Minor units of `currency`. */
  amount: z.number().int().min(0),
  refundable: z.boolean(),
});

/** The owner's move-in fields as stored: amounts in minor units, null when not given. */
export const MoveInFieldsSchema = z.object({
  advanceRentMonths: z.number().int().nullable(),
  agencyFee: z.number().int().nullable(),
  legalFee: z.number().int().nullable(),
  cautionDeposit: z.number().int().nullable(),
  serviceChargeYearly: z.number().int().nullable(),
  otherCharges: z.array(z.object({ name: z.string(), amount: z.number().int() })).nullable(),
});

export const MoveInWarningSchema = z.object({
  ruleId: z.string(),
  severity: z.enum(['block', 'warn']),
  title: z.string(),
  text: z.string(),
  source: z.object({
    name: z.string(),
    section: z.string().optional(),
    year: z.number().int().optional(),
    url: z.string().optional(),
    kind: z.enum(['law', 'custom']),
  }),
});

/**
 * A listing's "To move in": each line and the total in the listing currency's minor unit, and the rules its
 * costs break (a broken `block` rule on a listing saved before the rule, or imported, shows as a warning too).
 */
export const MoveInSchema = z.object({
  lines: z.array(MoveInLineSchema),
  total: z.number().int().min(0),
  currency: z.string(),
  warnings: z.array(MoveInWarningSchema),
});
export type MoveIn = z.infer<typeof MoveInSchema>;

/** The detail answer's `moveIn`: null for a sale or a rental without move-in costs. */
export function moveInOf(listing: MoveInListing): MoveIn | null {
  const cost = computeMoveInCost(listing);
  if (!cost) return null;
  return { ...cost, warnings: checkMoveInRules(listing) };
}
