import { HOLD_PURPOSES, IdSchema } from '@ile/shared';
import { DecideDisputeBody, DisputeRecord } from '@ile/shared/contracts/admin/disputes';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordRoutes } from '../record-routes';
import { DateBound, filterSchema, oneOrMany } from '../simple-rest';
import { createAdminDisputes, NOT_DISPUTED } from './disputes.service';

const listSpec = {
  sortFields: ['id', 'disputed_at', 'decided_at', 'created_at', 'amount', 'state'],
  // The oldest dispute first: it has waited longest.
  defaultSort: { field: 'disputed_at', order: 'asc' as const },
  filter: filterSchema({
    status: z.enum(['open', 'decided']).optional(),
    purpose: oneOrMany(z.enum(HOLD_PURPOSES)).optional(),
    property_id: IdSchema.optional(),
    disputed_at_gte: DateBound.optional(),
    disputed_at_lte: DateBound.optional(),
  }),
};

/** /api/admin/disputes: disputed held payments (open or decided), and Support's decision on one. */
export default async function disputeRoutes(app: FastifyInstance) {
  const disputes = createAdminDisputes(app.db);
  const resource = recordRoutes(app, 'disputes', DisputeRecord);

  resource.list(listSpec, disputes, {
    list: 'Disputed held payments, oldest first (status: open or decided; q: reference, listing, emails)',
    show: 'One disputed payment: listing, amount, payer’s reason, payee’s statement, decision, timeline',
  });

  resource.action('POST', '/:id/decide', {
    action: 'decide',
    summary:
      'Support decides a disputed payment: release it to the payee or refund the payer, with the reason both are told',
    conflict: NOT_DISPUTED,
    body: DecideDisputeBody,
    run: (staff, id, body) => disputes.decide(staff, id, body),
  });
}
