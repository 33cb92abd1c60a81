import { matchSavedSearches, type NewMatch } from '@ile/db/alerts/saved-search-matcher';
import { listExchangeRates } from '@ile/db/repositories/exchange-rates.repository';
import { insertPersonalNotices } from '@ile/db/repositories/notices.repository';
import { findPropertyTitles, isPropertyPlaced } from '@ile/db/repositories/properties.repository';
import { claimAlertWindows } from '@ile/db/repositories/saved-search-alerts.repository';
import { JOBS, QUEUED_JOBS, QUEUES, SAVED_SEARCHES_PAGE_PATH } from '@ile/shared';
import { CATCH_UP_JOB_OPTIONS } from '../../dispatch';
import { type HandlerContext, outboxJobHandler } from '../../registry';

/** A listing just published has no place until geocode-property sets it; map-area searches wait for it. */
class WaitingForPlace extends Error {}

/** The instant alert email of one search and window: one job id, so matches of that window share an email. */
export function instantAlertJobId(savedSearchId: string, windowMs: number, now = Date.now()): string {
  return `instant-alert-${savedSearchId}-${Math.floor(now / windowMs)}`;
}

/**
 * One in-app notice per instant search and alert window, pushed live: the first listing a search matches in
 * a window tells its owner at once; later ones in the same window join the window's email and the search's
 * page of new matches (where the notice links), rather than a toast each. Answers the searches told, the ones
 * whose window's email this job queues (the first listing's job queued the others').
 */
async function notifyInstant(
  context: HandlerContext,
  matches: NewMatch[],
  reason: 'published' | 'price_dropped',
  windowStart: Date,
): Promise<string[]> {
  const instant = matches.filter((match) => match.alertDue && match.frequency === 'instant');
  if (instant.length === 0) return [];
  const propertyId = instant[0]?.propertyId as string;
  const claimed = await claimAlertWindows(
    context.db,
    instant.map((match) => match.savedSearchId),
    windowStart,
  );
  const first = instant.filter((match) => claimed.has(match.savedSearchId));
  if (first.length === 0) return [];
  const [listing] = await findPropertyTitles(context.db, [propertyId]);
  const title = listing?.title ?? 'A listing';
  const notices = first.map((match) => ({
    recipientId: match.userId,
    heading:
      reason === 'price_dropped' ? `Price drop for “${match.name}”` : `New listing for “${match.name}”`,
    description: reason === 'price_dropped' ? `${title} now costs less.` : title,
    link: `${SAVED_SEARCHES_PAGE_PATH}/${match.savedSearchId}`,
    createdBy: null,
  }));
  const rows = await insertPersonalNotices(context.db, notices);
  for (const row of rows) {
    const notice = notices.find(
      (candidate) => candidate.recipientId === row.recipient_id && candidate.link === row.link,
    );
    if (!notice) continue;
    context.realtime.notify(notice.recipientId, {
      id: row.id,
      kind: 'saved_search',
      title: notice.heading,
      body: notice.description,
      link: notice.link,
      createdAt: row.created_at.toISOString(),
    });
  }
  return first.map((match) => match.savedSearchId);
}

/**
 * A listing published, or its price dropped: every saved search it newly matches is found in one statement
 * (matchSavedSearches); instant searches' owners get an in-app notice at once and an email at the end of the
 * alert window (several matches in one window share it); digests wait for their sweep. Redelivery finds the
 * pairs already recorded and does nothing.
 */
export const matchSavedSearchesHandler = outboxJobHandler({
  queue: QUEUES.alerts,
  name: JOBS.alerts.matchSavedSearches,
  consumes: ['property.published', 'property.price_dropped'],
  async handle(data, job, context) {
    const { propertyId } = data.payload;
    const reason = data.type === 'property.published' ? 'published' : 'price_dropped';
    const placed = await isPropertyPlaced(context.db, propertyId);

    const quotes = await listExchangeRates(context.db);
    const matches = await context.db
      .transaction()
      .execute((trx) => matchSavedSearches(trx, [propertyId], reason, quotes));
    const now = Date.now();
    const windowMs = context.alertWindowMs;
    // Of two listings a search matches in one window, the first's job queues the window's email (the same job
    // id either way), so a burst adds each search's email once rather than once per listing.
    const told = await notifyInstant(context, matches, reason, new Date(now - (now % windowMs)));

    const queue = context.queues.get(QUEUES.alerts);
    const delay = windowMs - (now % windowMs);
    await Promise.all(
      told.map((savedSearchId) =>
        queue?.add(
          QUEUED_JOBS.sendInstantAlert.jobName,
          { savedSearchId },
          {
            ...CATCH_UP_JOB_OPTIONS,
            jobId: instantAlertJobId(savedSearchId, windowMs, now),
            delay,
          },
        ),
      ),
    );
    // An unplaced listing matches no map-area search, so every other search is told now, without waiting for
    // the geocoder; the job is then retried with backoff until the place is set, and the retry adds only the
    // map-area searches (pairs already recorded are never told twice). The last attempt gives up on them.
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    if (reason === 'published' && !placed && !lastAttempt)
      throw new WaitingForPlace(
        `the listing is not placed on the map yet (${told.length} searches told without it)`,
      );
    return {
      matched: matches.length,
      instant: matches.filter((m) => m.alertDue && m.frequency === 'instant').length,
      told: told.length,
    };
  },
});
