import { PRICE_REDUCED_DAYS } from '@ile/shared';

const DAY_MS = 86_400_000;

/** A listing's last price drop as its "Price reduced" date: only while within PRICE_REDUCED_DAYS, else null. */
export function priceReducedAt(droppedAt: Date | null, now: Date = new Date()): string | null {
  if (!droppedAt || now.getTime() - droppedAt.getTime() > PRICE_REDUCED_DAYS * DAY_MS) return null;
  return droppedAt.toISOString();
}
