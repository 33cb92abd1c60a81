import type { MatrixCase } from './case';

export const LISTING_CASES: MatrixCase[] = [];
