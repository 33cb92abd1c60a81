import {
  EXTERNAL_CALL_TIMEOUT_MS,
  LEGACY_LEONE,
  RATE_BASE_CURRENCY,
  RATE_QUOTE_CURRENCIES,
  SLL_PER_SLE,
} from '@ile/shared';
import { z } from 'zod';

/** The provider could not give a usable table: HTTP error, timeout, `success: false`, bad JSON or quotes. */
export class RatesProviderError extends Error {}

/** A provider's answer, as units of each currency per US dollar, keyed like `USDNGN`. */
export interface LiveRates {
  quotes: Record<string, number>;
  /** When the provider says the quotes were taken. */
  timestamp: Date;
}

export interface RatesProvider {
  /** Recorded as `exchange_rates.source`: the provider's host. */
  readonly name: string;
  fetchLive(): Promise<LiveRates>;
}

export interface LiveRatesProviderOptions {
  /** Base URL, `live` is appended: `https://api.currencylayer.com`, `https://api.apilayer.com/currency_data`. */
  url: string;
  accessKey?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const Rate = z.number().positive().finite();
const LiveAnswer = z.discriminatedUnion('success', [
  z.object({
    success: z.literal(true),
    timestamp: z.number().int().positive().optional(),
    source: z.string(),
    quotes: z.record(z.string(), z.unknown()),
  }),
  z.object({
    success: z.literal(false),
    error: z.object({
      code: z.number().optional(),
      type: z.string().optional(),
      info: z.string().optional(),
    }),
  }),
]);

/**
 * A currencylayer/apilayer-style `live` endpoint:
 * `GET {url}/live?access_key=KEY&source=USD&currencies=NGN,SLE,...` answering
 * `{success: true, timestamp, source: 'USD', quotes: {USDNGN: 1530.2, ...}}` or
 * `{success: false, error: {code, info}}`. Gives up after 10 s.
 */
export function createLiveRatesProvider(options: LiveRatesProviderOptions): RatesProvider {
  const base = options.url.endsWith('/') ? options.url : `${options.url}/`;
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? EXTERNAL_CALL_TIMEOUT_MS;
  return {
    name: new URL(base).host,
    async fetchLive() {
      const url = new URL('live', base);
      if (options.accessKey) url.searchParams.set('access_key', options.accessKey);
      url.searchParams.set('source', RATE_BASE_CURRENCY);
      url.searchParams.set('currencies', RATE_QUOTE_CURRENCIES.join(','));
      let text: string;
      try {
        const response = await doFetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new RatesProviderError(`rates provider answered HTTP ${response.status}`);
        text = await response.text();
      } catch (error) {
        if (error instanceof RatesProviderError) throw error;
        const reason =
          (error as Error).name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : String(error);
        throw new RatesProviderError(`rates provider unreachable: ${reason}`);
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new RatesProviderError('rates provider answered something that is not JSON');
      }
      const parsed = LiveAnswer.safeParse(body);
      if (!parsed.success) throw new RatesProviderError('rates provider answered something unexpected');
      const answer = parsed.data;
      if (!answer.success) {
        const { code, info, type } = answer.error;
        throw new RatesProviderError(`rates provider refused: ${code ?? '?'} ${info ?? type ?? ''}`.trim());
      }
      if (answer.source !== RATE_BASE_CURRENCY) {
        throw new RatesProviderError(
          `rates provider quoted from ${answer.source}, not ${RATE_BASE_CURRENCY}`,
        );
      }
      const now = Date.now();
      // Never in the future: a provider clock ahead of ours would make the table look fresher than it is.
      const taken = answer.timestamp ? Math.min(answer.timestamp * 1000, now) : now;
      return { quotes: toRateTable(answer.quotes), timestamp: new Date(taken) };
    },
  };
}

const quoteKey = (currency: string) => `${RATE_BASE_CURRENCY}${currency}`;
const REQUIRED = ['NGN', 'SLE'] as const;

/**
 * The quotes the product keeps, from a provider's: only the currencies it asked for, each a positive
 * number. Sierra Leone's leone is quoted as SLE by some providers and as the pre-2022 SLL by others
 * (1 SLE = 1000 SLL); either gives the other. Without NGN and SLE the answer is of no use.
 */
export function toRateTable(quotes: Readonly<Record<string, unknown>>): Record<string, number> {
  const table: Record<string, number> = {};
  for (const currency of RATE_QUOTE_CURRENCIES) {
    const rate = Rate.safeParse(quotes[quoteKey(currency)]);
    if (rate.success) table[quoteKey(currency)] = rate.data;
  }
  const sle = quoteKey('SLE');
  const sll = quoteKey(LEGACY_LEONE);
  if (table[sle] === undefined && table[sll] !== undefined) table[sle] = table[sll] / SLL_PER_SLE;
  if (table[sll] === undefined && table[sle] !== undefined) table[sll] = table[sle] * SLL_PER_SLE;
  const missing = REQUIRED.filter((currency) => table[quoteKey(currency)] === undefined);
  if (missing.length > 0) {
    throw new RatesProviderError(`rates provider gave no ${missing.map(quoteKey).join(' or ')} quote`);
  }
  return table;
}
