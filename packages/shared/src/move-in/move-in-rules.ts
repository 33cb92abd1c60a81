import { computeMoveInCost, type MoveInListing, rentForMonths } from './move-in-cost';

/**
 * The rules a listing's move-in costs are checked against, as data (docs/move-in-cost.md lists them with their
 * sources). A `block` rule is law: an owner cannot publish or save a listing that breaks it (400 with the
 * rule's words), and a listing that already does (imported, or older than the rule) shows seekers a warning.
 * A `warn` rule is custom, not law: seekers see "higher than usual".
 */
export type MoveInRuleSeverity = 'block' | 'warn';

/** What a rule measures, and how. */
export type MoveInMeasure =
  /** The months of rent required in advance. */
  | 'advanceRentMonths'
  /** The agency fee as a share of a year's rent. */
  | 'agencyFeeShareOfYear'
  /** The legal / agreement fee as a share of a year's rent. */
  | 'legalFeeShareOfYear'
  /** The caution deposit in months of rent. */
  | 'cautionDepositMonths';

export interface MoveInRuleSource {
  /** The law, regulation or custom, as people name it. */
  name: string;
  section?: string;
  year?: number;
  url?: string;
  /** Law (enforceable) or custom (what is usual; never enforced by Ile). */
  kind: 'law' | 'custom';
}

export interface MoveInRuleScope {
  country: string;
  /** Region codes (`state_code`); absent: the whole country. */
  stateCodes?: readonly string[];
  /**
   * Areas the rule does not cover, matched as whole words against the listing's address and city as stored
   * (case and punctuation ignored): 'Ikeja GRA' matches "12 Isaac John Street, Ikeja GRA", not "Ikeja".
   */
  exemptAreas?: readonly string[];
}

export interface MoveInRule {
  id: string;
  title: string;
  /** Plain words, shown to owners (block) and seekers (warnings). */
  text: string;
  severity: MoveInRuleSeverity;
  measure: MoveInMeasure;
  /** The rule is broken when the measure is above this. */
  limit: number;
  source: MoveInRuleSource;
  appliesIn: MoveInRuleScope;
}

export const LAGOS_TENANCY_EXEMPT_AREAS = [
  'Apapa',
  'Ikeja GRA',
  'Ikoyi',
  'Lagos Island',
  'Victoria Island',
] as const;

export const moveInRules: readonly MoveInRule[] = [
  {
    id: 'lagos-advance-rent',
    title: 'More than a year of rent in advance',
    text:
      'Under the Lagos State Tenancy Law 2011 a landlord or agent may not demand or receive more than one ' +
      "year's rent in advance from a new tenant (six months from a sitting yearly tenant). It is an offence " +
      'for landlord and tenant alike.',
    severity: 'block',
    measure: 'advanceRentMonths',
    limit: 12,
    source: {
      name: 'Tenancy Law of Lagos State',
      section: 's. 4 (advance rent); s. 1(3) (areas exempted)',
      year: 2011,
      // A copy of the Official Gazette (No. 37, Vol. 44, 26 August 2011: Law No. 14).
      url: 'https://www.scribd.com/document/732252878/Lagos-Tenancy-Law-2011',
      kind: 'law',
    },
    appliesIn: { country: 'NG', stateCodes: ['LA'], exemptAreas: LAGOS_TENANCY_EXEMPT_AREAS },
  },
  {
    id: 'agency-fee-above-usual',
    title: 'Agency fee higher than usual',
    text:
      "The agency fee is more than 10% of a year's rent, the usual level in Nigeria (and the level the Lagos " +
      'State Real Estate Regulatory Authority says agents must keep to). Ask what it covers.',
    severity: 'warn',
    measure: 'agencyFeeShareOfYear',
    limit: 0.1,
    source: {
      name: "Customary agency commission of 10% of a year's rent; LASRERA public directives",
      year: 2025,
      url: 'https://nairametrics.com/2025/10/17/lagos-tenants-pay-double-rent-cost-as-agents-defy-10-rule/',
      kind: 'custom',
    },
    appliesIn: { country: 'NG' },
  },
  {
    id: 'legal-fee-above-usual',
    title: 'Legal fee higher than usual',
    text:
      "The legal or agreement fee is more than 10% of a year's rent, the usual level in Nigeria. Ask for the " +
      'tenancy agreement it pays for before you pay it.',
    severity: 'warn',
    measure: 'legalFeeShareOfYear',
    limit: 0.1,
    source: {
      name: "Customary legal / agreement fee of 10% of a year's rent; LASRERA public directives",
      year: 2025,
      url: 'https://nairametrics.com/2025/10/17/lagos-tenants-pay-double-rent-cost-as-agents-defy-10-rule/',
      kind: 'custom',
    },
    appliesIn: { country: 'NG' },
  },
  {
    id: 'caution-deposit-above-usual',
    title: 'Caution deposit higher than usual',
    text:
      "The caution (refundable) deposit is more than two months' rent; about one month's rent is usual. It is " +
      'custom, not law: ask how and when it is paid back.',
    severity: 'warn',
    measure: 'cautionDepositMonths',
    limit: 2,
    source: {
      name: "Customary caution deposit of about one month's rent (Nigerian rental guides)",
      url: 'https://www.property360.africa/guides/agent-fees-in-nigeria-explained',
      kind: 'custom',
    },
    appliesIn: { country: 'NG' },
  },
];

const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** Whether the listing is in one of `areas` by its address or city as stored (whole words). */
export function inExemptArea(listing: Pick<MoveInListing, 'address' | 'city'>, areas: readonly string[]) {
  const place = words(`${listing.address} ${listing.city ?? ''}`);
  return areas.some((area) => place.includes(words(area)));
}

function appliesTo(rule: MoveInRule, listing: MoveInListing): boolean {
  const scope = rule.appliesIn;
  if (listing.country !== scope.country) return false;
  if (scope.stateCodes && !scope.stateCodes.includes(listing.stateCode)) return false;
  return !(scope.exemptAreas && inExemptArea(listing, scope.exemptAreas));
}

function measured(measure: MoveInMeasure, listing: MoveInListing): number | null {
  const yearly = rentForMonths(listing.price, listing.duration, 12);
  const share = (amount: number | null) => (amount === null || !yearly ? null : amount / yearly);
  switch (measure) {
    case 'advanceRentMonths':
      return listing.advanceRentMonths;
    case 'agencyFeeShareOfYear':
      return share(listing.agencyFee);
    case 'legalFeeShareOfYear':
      return share(listing.legalFee);
    case 'cautionDepositMonths': {
      const monthly = rentForMonths(listing.price, listing.duration, 1);
      return listing.cautionDeposit === null || !monthly ? null : listing.cautionDeposit / monthly;
    }
  }
}

/** A rule a listing breaks, as shown: its words and where they come from. */
export interface MoveInFinding {
  ruleId: string;
  severity: MoveInRuleSeverity;
  title: string;
  text: string;
  source: MoveInRuleSource;
}

/** Every rule the listing's move-in costs break (none for a sale or a listing without move-in costs). */
export function checkMoveInRules(
  listing: MoveInListing,
  rules: readonly MoveInRule[] = moveInRules,
): MoveInFinding[] {
  if (computeMoveInCost(listing) === null) return [];
  return rules
    .filter((rule) => appliesTo(rule, listing))
    .filter((rule) => {
      const value = measured(rule.measure, listing);
      // A tiny tolerance: 10% of a year's rent typed in whole naira is not "above 10%".
      return value !== null && value > rule.limit + 1e-9;
    })
    .map((rule) => ({
      ruleId: rule.id,
      severity: rule.severity,
      title: rule.title,
      text: rule.text,
      source: rule.source,
    }));
}

/** The law an owner may not break: the message of the first `block` finding, or null. */
export function moveInBlockMessage(listing: MoveInListing): string | null {
  const block = checkMoveInRules(listing).find((finding) => finding.severity === 'block');
  return block ? block.text : null;
}

/** How a source is cited in one line: "Tenancy Law of Lagos State 2011, s. 4 ...". */
export function citeMoveInSource(source: MoveInRuleSource): string {
  return [
    source.year && source.kind === 'law' ? `${source.name} ${source.year}` : source.name,
    source.section,
  ]
    .filter(Boolean)
    .join(', ');
}
