import type { PropertyRecord } from '@ile/shared/contracts/admin/properties';
// MUI's Button, not react-admin's: on a phone react-admin's shows only its icon, and this has none.
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useRecordContext } from 'react-admin';
import { ReasonDialog } from '../../components/reason-dialog';
import { useConsoleAction } from '../../components/use-console-action';

/**
 * "Found fraudulent": the listing leaves search and every payment Ile holds for it goes back to its payer;
 * its viewings still to come are cancelled. The reason is what payers and seekers are told.
 */
export function FraudulentButton() {
  const record = useRecordContext<PropertyRecord>();
  const { canAccess } = useCanAccess({ resource: 'properties', action: 'fraud' });
  const [asking, setAsking] = useState(false);
  const run = useConsoleAction(
    (dataProvider, args: { id: string; reason: string }) =>
      dataProvider.markPropertyFraudulent(args.id, args.reason),
    { success: 'Found fraudulent: unpublished, payments refunded, viewings cancelled; payers are told' },
  );
  if (!record || record.status === 'deleted' || !canAccess) return null;
  return (
    <>
      <Button color="error" variant="outlined" disabled={run.isPending} onClick={() => setAsking(true)}>
        Found fraudulent
      </Button>
      <ReasonDialog
        open={asking}
        title={`Found fraudulent: ${record.title}`}
        explanation="The listing is unpublished, every payment Ile holds for it is refunded in full and its upcoming viewings are cancelled. The payers and seekers are told this reason. It is audited."
        confirmLabel="Unpublish and refund"
        busy={run.isPending}
        onConfirm={(reason) => {
          setAsking(false);
          run.mutate({ id: String(record.id), reason });
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
