import type { Db } from '@ile/db';
import { findPayoutAccount, savePayoutAccount } from '@ile/db/repositories/payout-accounts.repository';
import type { CreatePayoutAccountBody, ListingCountry, PaymentProvider, PayoutAccount } from '@ile/shared';
import { BadRequestError } from '../../lib/errors';
import { requireVerifiedEmail } from '../../lib/verified-email';
import type { PaymentProviderAdapter, ProviderRegistry } from './providers';
import type { Bank } from './providers/provider';
import { toPayoutAccount } from './transaction.mapper';

/** Bank lists change rarely; one fetch per provider and country serves every user for a while. */
const BANK_LIST_TTL_MS = 6 * 3600_000;

const COUNTRY_NAMES: Record<ListingCountry, string> = { NG: 'Nigeria', SL: 'Sierra Leone' };

/** "Set up payouts": the bank account an owner or agent is paid into, checked with the provider's bank. */
export function createPayoutsService({ db, providers }: { db: Db; providers: ProviderRegistry }) {
  const bankLists = new Map<string, { at: number; banks: Bank[] }>();

  async function banksOf(adapter: PaymentProviderAdapter, country: ListingCountry): Promise<Bank[]> {
    if (!adapter.bankCountries.includes(country)) {
      throw new BadRequestError(`${adapter.label} does not pay out to banks in ${COUNTRY_NAMES[country]}`);
    }
    const key = `${adapter.name}:${country}`;
    const cached = bankLists.get(key);
    if (cached && Date.now() - cached.at < BANK_LIST_TTL_MS) return cached.banks;
    const banks = await adapter.listBanks(country);
    if (banks.length > 0) bankLists.set(key, { at: Date.now(), banks });
    return banks;
  }

  async function findBank(adapter: PaymentProviderAdapter, code: string): Promise<Bank | undefined> {
    for (const country of adapter.bankCountries) {
      const bank = (await banksOf(adapter, country)).find((candidate) => candidate.code === code);
      if (bank) return bank;
    }
    return undefined;
  }

  return {
    async get(userId: string): Promise<PayoutAccount | null> {
      const row = await findPayoutAccount(db, userId);
      return row ? toPayoutAccount(row) : null;
    },

    /** Saves (or replaces) the caller's account once the bank has named its holder. */
    async save(userId: string, body: CreatePayoutAccountBody): Promise<PayoutAccount> {
      await requireVerifiedEmail(db, userId);
      const adapter = providers.get(body.provider ?? providers.defaultProvider);
      const bank = await findBank(adapter, body.bankCode);
      if (!bank) {
        throw new BadRequestError('Choose your bank from the list', { bankCode: ['Unknown bank'] });
      }
      const accountName = await adapter.resolveAccount(bank.code, body.accountNumber);
      if (!accountName) {
        throw new BadRequestError(`${bank.name} does not know this account number; check it and try again`, {
          accountNumber: ['The bank could not find this account'],
        });
      }
      const row = await savePayoutAccount(db, {
        user_id: userId,
        provider: adapter.name,
        bank_code: bank.code,
        bank_name: bank.name,
        account_number: body.accountNumber,
        account_name: accountName,
        verified_at: new Date(),
      });
      return toPayoutAccount(row);
    },

    banks: (country: ListingCountry, provider?: PaymentProvider) =>
      banksOf(providers.get(provider ?? providers.defaultProvider), country),
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
