/** Text and number limits shared by the forms and the server. */
export const TEXT_LIMITS = {
  name: 100,
  email: 254,
  title: 150,
  description: 5000,
  shortText: 255,
  address: 300,
  url: 2048,
  message: 5000,
  search: 100,
} as const;

export const NOTE_MAX_LENGTH = 1000;
export const PRICE_MAX = 1_000_000_000_000;
export const PRICE_DECIMALS = 2;
export const ROOM_COUNT_MAX = 100;
/** Sizes are in square metres. */
export const SIZE_MAX_SQM = 100_000_000;
export const OTP_LENGTH = 6;
