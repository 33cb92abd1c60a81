import { ACCOUNT_CASES } from './accounts.cases';
import type { MatrixCase } from './case';
import { COMMUNITY_CASES } from './community.cases';
import { LISTING_CASES } from './listings.cases';
import { MESSAGING_CASES } from './messaging.cases';
import { PAYMENT_CASES } from './payments.cases';

export type { Fixture, MatrixCase } from './case';

/**
 * "A names B's things" cases for the authenticated routes. Each area keeps its cases in its own `*.cases.ts`;
 * authorization.test.ts runs them as A against B, and route-matrix.test.ts runs them again as every other
 * caller (anonymous, agent, agency, staff) against A, on top of its one row per registered route.
 */
export const AUTHORIZATION_MATRIX: MatrixCase[] = [
  ...ACCOUNT_CASES,
  ...LISTING_CASES,
  ...COMMUNITY_CASES,
  ...MESSAGING_CASES,
  ...PAYMENT_CASES,
];
