/** 1 m² = 10.7639… ft² (1 ft = 0.3048 m exactly). */
export const SQFT_PER_SQM = 1 / 0.3048 ** 2;
