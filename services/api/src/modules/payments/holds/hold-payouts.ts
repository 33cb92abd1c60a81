import type { Db, PaymentHold } from '@ile/db';
import {
  findHold,
  findHoldByTransactionReference,
  moveHold,
  notePayoutFailure,
} from '@ile/db/repositories/payment-holds.repository';
import { findPayoutAccount } from '@ile/db/repositories/payout-accounts.repository';
import { findTransactionById } from '@ile/db/repositories/transactions.repository';
import { type HoldStep, holdStepReference, type ListingCurrency } from '@ile/shared';
import type { ProviderRegistry } from '../providers';
import type { PayoutKind, ProviderPayout, RefundRequest } from '../providers/provider';

// The provider's side of a held payment's release (a transfer to the payee) and refund (to the payer).
// Used by the worker's release-hold and refund-hold jobs (which ask the provider) and by the providers'
// transfer and refund webhooks (which only make us ask again). Money moves in our books only when the
// provider confirms the step for the amount and currency held: release_pending → released, or
// refund_pending → refunded, through moveHold (exactly once, ledger and outbox in the same transaction).

/** What one attempt came to. `blocked`: nothing was asked (no validated payout account), staff must look. */
export type HoldStepOutcome = 'settled' | 'pending' | 'failed' | 'blocked' | 'not_due';

const PENDING_STATE: Record<HoldStep, PaymentHold['state']> = {
  release: 'release_pending',
  refund: 'refund_pending',
};
const FINAL_STATE = { release: 'released', refund: 'refunded' } as const;

const REASON: Record<HoldStep, string> = {
  release: 'Ile releases the money it held to the owner',
  refund: 'Ile refunds the money it held',
};

export interface HoldPayoutDeps {
  db: Db;
  providers: ProviderRegistry;
}

async function refundRequestOf(db: Db, hold: PaymentHold): Promise<RefundRequest> {
  const charge = await findTransactionById(db, hold.transaction_id);
  return {
    reference: holdStepReference(hold.id, 'refund'),
    amount: hold.amount,
    currency: hold.currency as ListingCurrency,
    reason: REASON.refund,
    chargeReference: charge.reference,
    providerChargeId: charge.provider_reference,
  };
}

/**
 * One attempt at a hold's release or refund. `ask`: call the provider's transfer or refund (idempotent on
 * the step's reference, so a retry after a timeout never pays twice); otherwise only read its state back.
 * ProviderUnavailableError propagates, for the job to retry with backoff.
 */
export async function settleHoldStep(
  deps: HoldPayoutDeps,
  holdId: string,
  step: HoldStep,
  options: { ask: boolean },
): Promise<HoldStepOutcome> {
  const { db, providers } = deps;
  const hold = await findHold(db, holdId);
  if (!hold || hold.state !== PENDING_STATE[step]) return 'not_due';
  const adapter = providers.get(hold.provider);
  const reference = holdStepReference(hold.id, step);
  let payout: ProviderPayout;
  if (step === 'release') {
    const account = hold.payee_id ? await findPayoutAccount(db, hold.payee_id) : undefined;
    if (!account?.verified_at) {
      await notePayoutFailure(db, hold.id, 'The owner has no validated payout account');
      return 'blocked';
    }
    payout = options.ask
      ? await adapter.transfer({
          reference,
          amount: hold.amount,
          currency: hold.currency as ListingCurrency,
          reason: REASON.release,
          recipient: {
            bankCode: account.bank_code,
            accountNumber: account.account_number,
            accountName: account.account_name,
          },
        })
      : await adapter.verifyTransfer(reference);
  } else {
    const request = await refundRequestOf(db, hold);
    payout = options.ask ? await adapter.refund(request) : await adapter.verifyRefund(request);
  }
  return applyPayout(db, hold, step, payout);
}

async function applyPayout(
  db: Db,
  hold: PaymentHold,
  step: HoldStep,
  payout: ProviderPayout,
): Promise<HoldStepOutcome> {
  switch (payout.status) {
    case 'pending':
    case 'not_found':
      return 'pending';
    case 'failed':
      await notePayoutFailure(db, hold.id, `The provider refused the ${step}`);
      return 'failed';
    case 'successful': {
      const sameMoney =
        payout.amount === hold.amount && (payout.currency ?? hold.currency).toUpperCase() === hold.currency;
      if (!sameMoney) {
        await notePayoutFailure(
          db,
          hold.id,
          `The provider reported ${payout.amount} ${payout.currency} for a ${step} of ${hold.amount} ${hold.currency}`,
        );
        return 'failed';
      }
      await moveHold(db, {
        holdId: hold.id,
        from: [PENDING_STATE[step]],
        to: FINAL_STATE[step],
        actor: 'system',
        reason: `The provider confirmed the ${step === 'release' ? 'transfer' : 'refund'}`,
        set: { provider_payout_id: payout.providerId, payout_failure: null },
      });
      return 'settled';
    }
  }
}

/** Our step reference's hold id: `hold_<32 hex>_release` → the uuid; null for anything else. */
export function holdIdOfReference(reference: string): string | null {
  const match = /^hold_([0-9a-f]{32})_(release|refund)$/.exec(reference);
  if (!match?.[1]) return null;
  const hex = match[1];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A verified transfer or refund webhook: which hold it concerns (transfers name our step reference, refunds
 * the refunded charge's reference), re-read from the provider. Undefined when no hold of ours matches.
 */
export async function holdWebhook(
  deps: HoldPayoutDeps,
  provider: PaymentHold['provider'],
  kind: PayoutKind,
  reference: string,
): Promise<HoldStepOutcome | undefined> {
  const hold =
    kind === 'transfer'
      ? await (async () => {
          const id = holdIdOfReference(reference);
          return id ? findHold(deps.db, id) : undefined;
        })()
      : await findHoldByTransactionReference(deps.db, reference);
  if (!hold || hold.provider !== provider) return undefined;
  return settleHoldStep(deps, hold.id, kind === 'transfer' ? 'release' : 'refund', { ask: false });
}
