export const PAYMENT_PROVIDERS = ['paystack', 'flutterwave', 'sandbox'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_METHODS = ['card', 'mobile_money', 'ussd'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Each way to pay, as a sentence names it ("… does not offer mobile money for …"). */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  card: 'card payments',
  mobile_money: 'mobile money',
  ussd: 'USSD',
};

/** What the payment pages promise about the provider getting in touch. */
export const PAYMENT_CONTACT_PROMISE = {
  summary: '24 hours to 3 days',
  dialogHours: 72,
} as const;

/** The second provider's checkout script is retried this many times, this far apart. */
export const CHECKOUT_SCRIPT_RETRY = { attempts: 3, intervalMs: 1000 } as const;

/**
 * Money held by Ile (docs/payments.md, "Held payments"). A hold is created with its checkout and turns
 * `held` when the provider confirms the payment; it leaves `held` either towards the payee (release) or back
 * to the payer (refund), each through a `*_pending` state that the provider's confirmation ends.
 */
export const HOLD_PURPOSES = ['move_in', 'sale_reservation', 'viewing_fee'] as const;
export type HoldPurpose = (typeof HOLD_PURPOSES)[number];
/** What a held payment is, in words (the provider's description, the transactions page, the console). */
export const HOLD_PURPOSE_LABELS: Record<HoldPurpose, string> = {
  move_in: 'Move-in amount',
  sale_reservation: 'Reservation deposit',
  viewing_fee: 'Viewing fee',
};

export const HOLD_STATES = [
  'awaiting_payment',
  'held',
  'disputed',
  'release_pending',
  'released',
  'refund_pending',
  'refunded',
  'cancelled',
] as const;
export type HoldState = (typeof HOLD_STATES)[number];

/**
 * Every allowed move, from → to. `cancelled`: the checkout was never paid (abandoned or failed), so nothing
 * was held. Money moves only on `awaiting_payment → held` (paid), `release_pending → released` and
 * `refund_pending → refunded`, each written to the ledger in the transaction that makes the move.
 */
export const HOLD_TRANSITIONS: Readonly<Record<HoldState, readonly HoldState[]>> = {
  awaiting_payment: ['held', 'cancelled'],
  held: ['release_pending', 'refund_pending', 'disputed'],
  disputed: ['release_pending', 'refund_pending'],
  release_pending: ['released'],
  refund_pending: ['refunded'],
  released: [],
  refunded: [],
  // A checkout given up on may still be paid later (the provider's word wins): then it is held after all.
  cancelled: ['held'],
};

export const HOLD_ACTORS = ['payer', 'payee', 'staff', 'system'] as const;
export type HoldActor = (typeof HOLD_ACTORS)[number];

/** The two provider steps of a hold, each with its own idempotency key (`hold_<id>_<step>`). */
export const HOLD_STEPS = ['release', 'refund'] as const;
export type HoldStep = (typeof HOLD_STEPS)[number];
export const holdStepReference = (holdId: string, step: HoldStep): string =>
  `hold_${holdId.replaceAll('-', '')}_${step}`;

/** A move-in payment is released this long after the agreed move-in date when the tenant has not disputed. */
export const MOVE_IN_RELEASE_AFTER_HOURS = 72;
/** A reserved sale's deposit is released this long after the seller marks it completed, unless the buyer disputes. */
export const SALE_COMPLETION_RELEASE_AFTER_HOURS = 72;

/** The site's page an emailed "I have the keys" link opens (it asks before it acts). */
export const HOLD_KEYS_PAGE_PATH = '/payments/keys';
/** Where payer and payee follow their held payments. */
export const HOLD_TRANSACTIONS_PAGE_PATH = '/account/payment/transactions';
