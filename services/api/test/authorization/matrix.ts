import { ACCOUNT_CASES } from './accounts.cases';
import type { MatrixCase } from './case';
import { COMMUNITY_CASES } from './community.cases';
import { LISTING_CASES } from './listings.cases';
import { MESSAGING_CASES } from './messaging.cases';
import { PAYMENT_CASES } from './payments.cases';

export type { Fixture, MatrixCase } from './case';

/**
 * Every authenticated route. Each area keeps its cases in its own `*.cases.ts`; the suite in
 * authorization.test.ts runs them all and checks B's data is untouched.
 */
export const AUTHORIZATION_MATRIX: MatrixCase[] = [
  ...ACCOUNT_CASES,
  ...LISTING_CASES,
  ...COMMUNITY_CASES,
  ...MESSAGING_CASES,
  ...PAYMENT_CASES,
];
