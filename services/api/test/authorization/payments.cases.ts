import type { MatrixCase } from './case';

export const PAYMENT_CASES: MatrixCase[] = [];
