import type { Db, Executor, Storage } from '@ile/db';
import type { ListParams } from '@ile/db/list-query';
import { countApplicationFlags } from '@ile/db/repositories/listing-flags.repository';
import type { BulkResult } from '@ile/shared/contracts/admin/common';
import type { z } from 'zod';
import { AppError, BadRequestError, NotFoundError } from '../../../lib/errors';
import {
  createApplicationDecisions,
  type Decision,
  type NotifyApplicant,
} from '../../applications/application-decisions.service';
import { type StaffActor, writeAudit } from '../audit';
import { DEFAULT_APPLICATION_SORT, type KindSpec } from './application-kinds';

const VERB: Record<Decision, 'approve' | 'reject'> = { successful: 'approve', unsuccessful: 'reject' };

export const FLAGGED_APPROVAL_NEEDS_REASON =
  'This application is flagged as a possible duplicate: say why you approve it (reason)';

/**
 * Approving a listing application flagged as a possible duplicate needs the reviewer's reason (docs/trust.md,
 * "What reviewers see"). Checked inside the decision's transaction, so a refusal rolls the decision back and
 * nothing changes; answers how many flags the approval overrides.
 */
async function flagsOverridden(
  trx: Executor,
  spec: KindSpec<z.ZodType, unknown>,
  id: string,
  decision: Decision,
  reason: string | null,
): Promise<number> {
  if (spec.kind !== 'listing' || decision !== 'successful') return 0;
  const flags = await countApplicationFlags(trx, id);
  if (flags > 0 && !reason)
    throw new BadRequestError(FLAGGED_APPROVAL_NEEDS_REASON, {
      reason: ['A reason is required to approve a flagged application'],
    });
  return flags;
}

/**
 * The console's side of applications: lists and records per kind, and decisions through the one state
 * machine (application-decisions.service.ts), with the audit row written inside the decision's transaction.
 */
export function createAdminApplications(
  db: Db,
  storage: Storage,
  privateStorage: Storage,
  notify?: NotifyApplicant,
) {
  const decisions = createApplicationDecisions(db, storage, privateStorage, notify);

  async function get<R>(spec: KindSpec<z.ZodType, R>, id: string): Promise<R> {
    const params: ListParams<unknown> = {
      sort: DEFAULT_APPLICATION_SORT,
      offset: 0,
      limit: 1,
      filter: spec.filter.parse({ id }),
    };
    const { rows } = await spec.list(db, params);
    const record = rows[0];
    if (!record) throw new NotFoundError('Application not found');
    return record;
  }

  async function decide(
    spec: KindSpec<z.ZodType, unknown>,
    id: string,
    actor: StaffActor,
    decision: Decision,
    reason: string | null,
  ): Promise<void> {
    await decisions.decide(spec.kind, id, actor.id, decision, decision === 'unsuccessful' ? reason : null, {
      withinTransaction: async (trx, result) => {
        const overridden = await flagsOverridden(trx, spec, id, decision, reason);
        await writeAudit(trx, actor, {
          action: `${spec.kind}_application.${VERB[decision]}`,
          resource: spec.resource,
          resourceId: id,
          // The state machine only decides pending applications, so "before" is always undecided.
          before: { status: 'pending', decided_by: null, decided_at: null, rejection_reason: null },
          after: {
            status: result.status,
            decided_by: actor.id,
            rejection_reason: decision === 'unsuccessful' ? reason : null,
            ...(result.propertyId ? { property_id: result.propertyId } : {}),
            // An approval's reason is the reviewer's own note (the applicant never reads it).
            ...(decision === 'successful' && reason ? { approval_reason: reason } : {}),
            ...(overridden > 0 ? { duplicate_flags: overridden } : {}),
          },
        });
      },
    });
  }

  return {
    list: <R>(spec: KindSpec<z.ZodType, R>, params: ListParams<unknown>) => spec.list(db, params),
    get,

    /** Approve or reject one application; answers the record as it now is. */
    async decide<R>(
      spec: KindSpec<z.ZodType, R>,
      id: string,
      actor: StaffActor,
      decision: Decision,
      reason: string | null,
    ): Promise<R> {
      await decide(spec, id, actor, decision, reason);
      return get(spec, id);
    },

    /**
     * The same decision for several applications, each in its own transaction: one that cannot be decided
     * (gone, already decided) is reported with the status a single call would answer, the others go ahead.
     */
    async decideMany(
      spec: KindSpec<z.ZodType, unknown>,
      ids: readonly string[],
      actor: StaffActor,
      decision: Decision,
      reason: string | null,
      log: { error(details: object, message: string): void },
    ): Promise<BulkResult> {
      const results: BulkResult['results'] = [];
      for (const id of ids) {
        try {
          await decide(spec, id, actor, decision, reason);
          results.push({ id, ok: true, status: decision });
        } catch (error) {
          if (error instanceof AppError && error.statusCode < 500) {
            results.push({ id, ok: false, error: { code: error.statusCode, message: error.message } });
          } else {
            log.error({ err: error, applicationId: id }, 'bulk decision failed');
            results.push({ id, ok: false, error: { code: 500, message: 'Internal server error' } });
          }
        }
      }
      const succeeded = results.filter((result) => result.ok).length;
      return { results, succeeded, failed: results.length - succeeded };
    },
  };
}

export type AdminApplications = ReturnType<typeof createAdminApplications>;
