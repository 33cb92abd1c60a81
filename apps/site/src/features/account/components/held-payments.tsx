import { HOLD_PURPOSE_LABELS, SALE_COMPLETION_RELEASE_AFTER_HOURS } from '@ile/shared/constants/payments';
import type { Hold } from '@ile/shared/contracts/payment';
import { formatMinorAmount } from '@ile/shared/helpers/format-price';
import { formatDateTime } from '@ile/shared/helpers/locale-format';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/feedback';
import { Field, Textarea } from '../../../components/ui/form';
import { errorMessage, toast } from '../../../lib/toast';
import {
  type HoldAction,
  type OneTapHoldAction,
  useHoldAction,
  useHoldStatement,
  useHolds,
} from '../api/holds';
import styles from './account.module.css';

const STATE: Record<Hold['state'], string> = {
  awaiting_payment: 'Awaiting payment',
  held: 'Held by Ile',
  disputed: 'Disputed',
  release_pending: 'Being released',
  released: 'Released',
  refund_pending: 'Being refunded',
  refunded: 'Refunded',
  cancelled: 'Not paid',
};

const money = (hold: Hold) => formatMinorAmount(hold.amount, hold.currency);
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** Who the money goes to, as the payer knows them. */
const payeeWord = (hold: Hold) => (hold.purpose === 'sale_reservation' ? 'seller' : 'owner');

/** Where the money is and when it moves, in plain words, for the payer or the payee. */
function whereTheMoneyIs(hold: Hold): string {
  const amount = money(hold);
  const payer = hold.role === 'payer';
  switch (hold.state) {
    case 'held':
      if (hold.purpose === 'viewing_fee') {
        const when = hold.release_after ? ` on ${day(hold.release_after)}` : ' 48 hours after the viewing';
        return payer
          ? `Ile holds your ${amount} viewing fee until you have seen the property: it goes to the owner${when} unless you report that the viewing did not happen.`
          : `Ile holds the viewer’s ${amount} viewing fee: it is paid to you${when} unless they report that the viewing did not happen.`;
      }
      if (hold.purpose === 'move_in') {
        return payer
          ? `Ile holds ${amount} until you confirm you have the keys${hold.release_after ? `, or until ${day(hold.release_after)} if you raise no dispute` : ''}.`
          : `Ile holds ${amount} for you until the tenant confirms they have the keys${hold.release_after ? ` (at the latest ${day(hold.release_after)}, unless they dispute)` : ''}.`;
      }
      if (hold.release_after) {
        // The seller marked the sale completed: released on that day unless the buyer disputes first.
        return payer
          ? `The seller says the sale has completed: Ile pays your ${amount} to them on ${day(hold.release_after)} unless you open a dispute before then.`
          : `You marked the sale completed: Ile pays ${amount} to you on ${day(hold.release_after)} unless the buyer disputes before then.`;
      }
      return payer
        ? `Ile holds ${amount} while your lawyer does the searches${hold.lapses_at ? `; refunded to you if the sale has not completed by ${day(hold.lapses_at)}` : ''}.`
        : `Ile holds the buyer’s ${amount} deposit until the sale completes${hold.lapses_at ? ` (the reservation ends on ${day(hold.lapses_at)})` : ''}.`;
    case 'disputed':
      return `Ile’s support team is looking at the dispute. The ${amount} stays held until they decide.`;
    case 'release_pending':
      return payer
        ? `Ile is paying ${amount} to the ${payeeWord(hold)}’s payout account.`
        : `Ile is paying ${amount} to your payout account.`;
    case 'released':
      return payer
        ? `${amount} was paid to the ${payeeWord(hold)}.`
        : `${amount} was paid to your payout account.`;
    case 'refund_pending':
      return payer ? `Ile is refunding ${amount} to you.` : `Ile is refunding ${amount} to the payer.`;
    case 'refunded':
      return payer ? `${amount} was refunded to you.` : `${amount} was refunded to the payer.`;
    default:
      return '';
  }
}

const DONE: Record<HoldAction, string> = {
  confirm: 'Thank you. Ile is releasing the money to the owner',
  dispute: 'Your dispute is with Ile’s support team',
  cancel: 'Cancelled: the payer is refunded in full',
  complete: `Sale completed: Ile releases the deposit to you in ${SALE_COMPLETION_RELEASE_AFTER_HOURS} hours unless the buyer disputes`,
  withdraw: 'Withdrawn: the buyer is refunded in full',
};

const EVENT: Record<Hold['state'], string> = {
  awaiting_payment: 'Checkout opened',
  held: 'Paid; held by Ile',
  disputed: 'Disputed',
  release_pending: 'Release started',
  released: 'Released',
  refund_pending: 'Refund started',
  refunded: 'Refunded',
  cancelled: 'Not paid',
};

/** The seller marking the sale completed: the hold stays held, with its release time set. */
const isSellerCompletion = (event: Hold['events'][number]) => event.from === 'held' && event.to === 'held';

/** A step of the hold's timeline, in the reader's own terms: the payee reads "Released to you". */
function eventLabel(hold: Hold, event: Hold['events'][number]): string {
  if (isSellerCompletion(event)) return 'Marked completed by the seller';
  if (event.to !== 'released') return EVENT[event.to];
  return hold.role === 'payer' ? `Released to the ${payeeWord(hold)}` : 'Released to you';
}

/** One required piece of writing for Ile (a dispute's reason, the payee's statement) and its buttons. */
function WordsForm({
  label,
  initial = '',
  maxLength,
  submit,
  loading,
  onSend,
  onBack,
}: {
  label: string;
  initial?: string;
  maxLength: number;
  submit: string;
  loading: boolean;
  onSend: (words: string) => void;
  onBack?: () => void;
}) {
  const [words, setWords] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(words);
      }}
    >
      <Field label={label} required>
        {({ id, describedBy }) => (
          <Textarea
            id={id}
            aria-describedby={describedBy}
            value={words}
            maxLength={maxLength}
            required
            onChange={(e) => setWords(e.target.value)}
          />
        )}
      </Field>
      <div className={styles.actions}>
        <Button size="small" type="submit" loading={loading}>
          {submit}
        </Button>
        {onBack && (
          <Button size="small" variant="ghost" onClick={onBack}>
            Back
          </Button>
        )}
      </div>
    </form>
  );
}

/** The payee's answer to a dispute, for Ile's support team: one statement, rewritten until they decide. */
function PayeeStatement({ hold }: { hold: Hold }) {
  const save = useHoldStatement();
  return (
    <WordsForm
      label="Your statement for Ile’s support team"
      initial={hold.payee_statement ?? ''}
      maxLength={2000}
      submit={hold.payee_statement ? 'Update your statement' : 'Send your statement'}
      loading={save.isPending}
      onSend={(statement) =>
        save.mutate(
          { id: hold.id, statement },
          {
            onSuccess: () => toast.success('Your statement is with Ile’s support team'),
            onError: (error) => toast.error(errorMessage(error)),
          },
        )
      }
    />
  );
}

type AskedAction = Exclude<HoldAction, OneTapHoldAction>;
/** What a reason-taking action asks, and its button. */
const ASKED: Record<AskedAction, { label: string; submit: string }> = {
  dispute: { label: 'What went wrong?', submit: 'Send the dispute' },
  withdraw: { label: 'Why are you withdrawing?', submit: 'Withdraw and refund' },
  cancel: { label: 'Why are you cancelling?', submit: 'Cancel and refund' },
};

function HoldItem({ hold }: { hold: Hold }) {
  const action = useHoldAction();
  const [asking, setAsking] = useState<AskedAction | null>(null);
  const headingId = useId();
  const run = (kind: HoldAction, words?: string) =>
    action.mutate(
      { id: hold.id, action: kind, reason: words },
      {
        onSuccess: () => {
          setAsking(null);
          toast.success(DONE[kind]);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  // A viewing fee moves with its viewing (confirm, cancel, "Did it happen?"), not with these buttons.
  const held = hold.state === 'held' && hold.purpose !== 'viewing_fee';
  return (
    <li className={styles.transaction} aria-labelledby={headingId}>
      <div className={styles.transactionText}>
        <p className={styles.transactionTitle} id={headingId}>
          {hold.purpose === 'viewing_fee' ? 'Viewing fee for' : `${HOLD_PURPOSE_LABELS[hold.purpose]}:`}{' '}
          {hold.property_id ? (
            <Link to={`/property/${hold.property_id}`}>{hold.property_title ?? 'Listing'}</Link>
          ) : (
            'Listing'
          )}
          {hold.viewing_starts_at ? `, ${formatDateTime(hold.viewing_starts_at)}` : ''}
        </p>
        <p className={styles.meta}>{whereTheMoneyIs(hold)}</p>
        <ol className={styles.meta} aria-label="What happened">
          {hold.events.map((event) => (
            <li key={`${event.at}-${event.to}`}>
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>: {eventLabel(hold, event)}
              {/* The completion's recorded reason says what its label says. */}
              {event.reason && !isSellerCompletion(event) ? ` (${event.reason})` : ''}
            </li>
          ))}
        </ol>
        {hold.dispute_reason && (
          <p className={styles.meta}>
            {hold.role === 'payer' ? 'Your dispute' : 'The payer’s dispute'}: {hold.dispute_reason}
          </p>
        )}
        {hold.payee_statement && hold.role === 'payer' && (
          <p className={styles.meta}>
            The {payeeWord(hold)}’s statement: {hold.payee_statement}
          </p>
        )}
        {hold.decision_reason && <p className={styles.meta}>Ile’s decision: {hold.decision_reason}</p>}
        {hold.state === 'disputed' && hold.role === 'payee' && <PayeeStatement hold={hold} />}
        {held && hold.role === 'payer' && !asking && (
          <div className={styles.actions}>
            <Button size="small" loading={action.isPending} onClick={() => run('confirm')}>
              {hold.purpose === 'move_in' ? 'I have the keys' : 'The sale has completed'}
            </Button>
            <Button size="small" variant="secondary" onClick={() => setAsking('dispute')}>
              Open a dispute
            </Button>
          </div>
        )}
        {held && hold.role === 'payee' && !asking && hold.purpose !== 'sale_reservation' && (
          <div className={styles.actions}>
            <Button size="small" variant="secondary" onClick={() => setAsking('cancel')}>
              Cancel and refund the tenant
            </Button>
          </div>
        )}
        {held && hold.role === 'payee' && !asking && hold.purpose === 'sale_reservation' && (
          <div className={styles.actions}>
            {!hold.release_after && (
              <Button size="small" loading={action.isPending} onClick={() => run('complete')}>
                The sale has completed
              </Button>
            )}
            <Button size="small" variant="secondary" onClick={() => setAsking('withdraw')}>
              Withdraw and refund the buyer
            </Button>
          </div>
        )}
        {asking && (
          <WordsForm
            label={ASKED[asking].label}
            maxLength={1000}
            submit={ASKED[asking].submit}
            loading={action.isPending}
            onSend={(reason) => run(asking, reason)}
            onBack={() => setAsking(null)}
          />
        )}
      </div>
      <div className={styles.transactionAmount}>
        <strong>{money(hold)}</strong>
        <span className={styles.meta} data-hold-state={hold.state}>
          {STATE[hold.state]}
        </span>
      </div>
    </li>
  );
}

/** Money Ile holds for the caller (as payer or payee): state, timeline and what they can do now. */
export function HeldPayments() {
  const holds = useHolds();
  if (holds.isPending) return null;
  if (holds.isError)
    return <ErrorState message={errorMessage(holds.error)} onRetry={() => void holds.refetch()} />;
  if (holds.data.holds.length === 0) return null;
  return (
    <section aria-labelledby="held-payments-title">
      <h2 id="held-payments-title">Money Ile holds</h2>
      <ul className={styles.list} aria-label="Held payments">
        {holds.data.holds.map((hold) => (
          <HoldItem key={hold.id} hold={hold} />
        ))}
      </ul>
    </section>
  );
}
