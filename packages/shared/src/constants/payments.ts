export const PAYMENT_PROVIDERS = ['paystack', 'flutterwave', 'sandbox'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_METHODS = ['card', 'mobile_money', 'ussd'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What the payment pages promise about the provider getting in touch. */
export const PAYMENT_CONTACT_PROMISE = {
  summary: '24 hours to 3 days',
  dialogHours: 72,
} as const;

/** The second provider's checkout script is retried this many times, this far apart. */
export const CHECKOUT_SCRIPT_RETRY = { attempts: 3, intervalMs: 1000 } as const;
