import { type RouteEntry, staffOnly } from './expectations';
import { victimDisputedHold } from './payments.cases';

/**
 * /api/admin, the staff console: every row's staff answers come from the permission each route names in
 * the server (adminRoutesOf + STAFF_PERMISSIONS), so this file only says what a permitted call returns.
 * Calls that change something act on a fresh thing per caller; reads name A's things.
 */
const KINDS = ['listing', 'agent', 'agency', 'student'] as const;

const applicationRoutes = KINDS.flatMap((kind): RouteEntry[] => {
  const base = `/api/admin/${kind}-applications`;
  const fresh = ({ fresh, owner }: Parameters<RouteEntry['call']>[0]) =>
    kind === 'listing' ? fresh.listingApplication(owner) : fresh.application(kind);
  const ofA = {
    listing: 'listingApplicationId',
    agent: 'agentApplicationId',
    agency: 'agencyApplicationId',
    student: 'studentApplicationId',
  } as const;
  return [
    { route: `GET ${base}`, call: () => ({ url: base }), expect: staffOnly(200) },
    {
      route: `GET ${base}/:id`,
      call: ({ s }) => ({ url: `${base}/${s[ofA[kind]]}` }),
      expect: staffOnly(200),
    },
    {
      route: `POST ${base}/:id/approve`,
      call: async (ctx) => ({ url: `${base}/${await fresh(ctx)}/approve`, payload: {} }),
      expect: staffOnly(200),
    },
    {
      route: `POST ${base}/:id/reject`,
      call: async (ctx) => ({
        url: `${base}/${await fresh(ctx)}/reject`,
        payload: { reason: 'Blurry photos' },
      }),
      expect: staffOnly(200),
    },
    {
      route: `POST ${base}/bulk-approve`,
      call: async (ctx) => ({ url: `${base}/bulk-approve`, payload: { ids: [await fresh(ctx)] } }),
      expect: staffOnly(200),
    },
    {
      route: `POST ${base}/bulk-reject`,
      call: async (ctx) => ({
        url: `${base}/bulk-reject`,
        payload: { ids: [await fresh(ctx)], reason: 'Incomplete' },
      }),
      expect: staffOnly(200),
    },
  ];
});

export const CONSOLE_ROUTES: RouteEntry[] = [
  {
    route: 'GET /api/admin/dashboard',
    call: () => ({ url: '/api/admin/dashboard' }),
    expect: staffOnly(200),
  },
  ...applicationRoutes,
  {
    route: 'GET /api/admin/files/*',
    call: ({ s }) => ({ url: `/api/admin/files/${s.privateKeys[0]}` }),
    expect: staffOnly(200),
  },

  { route: 'GET /api/admin/tickets', call: () => ({ url: '/api/admin/tickets' }), expect: staffOnly(200) },
  {
    route: 'GET /api/admin/tickets/:id',
    call: ({ s }) => ({ url: `/api/admin/tickets/${s.ticketId}` }),
    expect: staffOnly(200),
  },
  {
    route: 'PUT /api/admin/tickets/:id',
    call: async ({ fresh, owner }) => ({
      method: 'PUT',
      url: `/api/admin/tickets/${await fresh.ticket(owner)}`,
      payload: { status: 'open' },
    }),
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/admin/tickets/:id/reply',
    call: async ({ fresh, owner }) => ({
      url: `/api/admin/tickets/${await fresh.ticket(owner)}/reply`,
      payload: { message: 'We are on it' },
    }),
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/admin/tickets/:id/status',
    call: async ({ fresh, owner }) => ({
      url: `/api/admin/tickets/${await fresh.ticket(owner)}/status`,
      payload: { status: 'resolved' },
    }),
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/admin/tickets/:id/assign',
    call: async ({ fresh, owner, caller }) => ({
      url: `/api/admin/tickets/${await fresh.ticket(owner)}/assign`,
      payload: { assigned_to: caller.person?.id ?? null },
    }),
    expect: staffOnly(200),
  },

  { route: 'GET /api/admin/notices', call: () => ({ url: '/api/admin/notices' }), expect: staffOnly(200) },
  {
    route: 'GET /api/admin/notices/:id',
    call: ({ s }) => ({ url: `/api/admin/notices/${s.noticeId}` }),
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/admin/notices',
    call: () => ({
      url: '/api/admin/notices',
      payload: { heading: 'Planned downtime', description: 'Sunday night', audience: 'everyone' },
    }),
    expect: staffOnly(201),
  },
  {
    route: 'PUT /api/admin/notices/:id',
    call: async ({ fresh }) => ({
      method: 'PUT',
      url: `/api/admin/notices/${await fresh.notice()}`,
      payload: { heading: 'Changed' },
    }),
    expect: staffOnly(200),
  },
  ...(['publish', 'unpublish'] as const).map(
    (verb): RouteEntry => ({
      route: `POST /api/admin/notices/:id/${verb}`,
      call: async ({ fresh }) => ({
        url: `/api/admin/notices/${await fresh.notice(verb === 'unpublish')}/${verb}`,
        payload: {},
      }),
      expect: staffOnly(200),
    }),
  ),
  {
    route: 'DELETE /api/admin/notices/:id',
    call: async ({ fresh }) => ({ method: 'DELETE', url: `/api/admin/notices/${await fresh.notice()}` }),
    expect: staffOnly(200),
  },

  {
    route: 'GET /api/admin/verifications',
    call: () => ({ url: '/api/admin/verifications' }),
    expect: staffOnly(200),
  },
  {
    route: 'GET /api/admin/verifications/:id',
    call: async ({ fresh }) => ({ url: `/api/admin/verifications/${await fresh.verification()}` }),
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/admin/verifications/:id/approve',
    call: async ({ fresh }) => ({
      url: `/api/admin/verifications/${await fresh.verification()}/approve`,
      payload: {},
    }),
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/admin/verifications/:id/reject',
    call: async ({ fresh }) => ({
      url: `/api/admin/verifications/${await fresh.verification()}/reject`,
      payload: { reason: 'The selfie does not show the ID' },
    }),
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/admin/properties/:id/inspection',
    call: async ({ fresh, owner }) => ({
      url: `/api/admin/properties/${await fresh.property(owner)}/inspection`,
      payload: { visitedOn: '2026-11-12', note: 'Visited with the owner: roof, water and power checked' },
    }),
    expect: staffOnly(200),
  },

  { route: 'GET /api/admin/users', call: () => ({ url: '/api/admin/users' }), expect: staffOnly(200) },
  {
    route: 'GET /api/admin/users/:id',
    call: ({ owner }) => ({ url: `/api/admin/users/${owner.id}` }),
    expect: staffOnly(200),
  },
  {
    route: 'PUT /api/admin/users/:id',
    call: async ({ fresh }) => ({
      method: 'PUT',
      url: `/api/admin/users/${(await fresh.person()).id}`,
      payload: { role: 'Agent' },
    }),
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/admin/users/:id/suspend',
    call: async ({ fresh }) => ({
      url: `/api/admin/users/${(await fresh.person()).id}/suspend`,
      payload: { reason: 'Spam' },
    }),
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/admin/users/:id/reinstate',
    call: async ({ fresh, db }) => {
      const person = await fresh.person();
      await db.updateTable('users').set({ suspended_at: new Date() }).where('id', '=', person.id).execute();
      return { url: `/api/admin/users/${person.id}/reinstate`, payload: {} };
    },
    expect: staffOnly(200),
  },
  {
    route: 'DELETE /api/admin/users/:id',
    call: async ({ fresh }) => ({ method: 'DELETE', url: `/api/admin/users/${(await fresh.person()).id}` }),
    expect: staffOnly(200),
  },

  {
    route: 'GET /api/admin/properties',
    call: () => ({ url: '/api/admin/properties' }),
    expect: staffOnly(200),
  },
  {
    route: 'GET /api/admin/properties/:id',
    call: ({ s }) => ({ url: `/api/admin/properties/${s.propertyId}` }),
    expect: staffOnly(200),
  },
  {
    route: 'PUT /api/admin/properties/:id',
    call: async ({ fresh, owner }) => ({
      method: 'PUT',
      url: `/api/admin/properties/${await fresh.property(owner)}`,
      payload: { title: 'Retitled by staff', mobile_phone: '+2348031234567' },
    }),
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/admin/properties/:id/unpublish',
    call: async ({ fresh, owner }) => ({
      url: `/api/admin/properties/${await fresh.property(owner)}/unpublish`,
      payload: { reason: 'Duplicate' },
    }),
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/admin/properties/:id/fraudulent',
    call: async ({ fresh, owner }) => ({
      url: `/api/admin/properties/${await fresh.property(owner)}/fraudulent`,
      payload: { reason: 'The lister does not own it' },
    }),
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/admin/properties/:id/republish',
    call: async ({ fresh, owner, db }) => {
      const id = await fresh.property(owner);
      await db.updateTable('properties').set({ status: 'unpublished' }).where('id', '=', id).execute();
      return { url: `/api/admin/properties/${id}/republish`, payload: {} };
    },
    expect: staffOnly(200),
  },

  { route: 'GET /api/admin/reviews', call: () => ({ url: '/api/admin/reviews' }), expect: staffOnly(200) },
  {
    route: 'GET /api/admin/reviews/:id',
    call: ({ s }) => ({ url: `/api/admin/reviews/${s.reviewId}` }),
    expect: staffOnly(200),
  },
  {
    route: 'PUT /api/admin/reviews/:id',
    call: async ({ fresh }) => ({
      method: 'PUT',
      url: `/api/admin/reviews/${await fresh.review()}`,
      payload: { hidden: true },
    }),
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/admin/reviews/:id/hide',
    call: async ({ fresh }) => ({ url: `/api/admin/reviews/${await fresh.review()}/hide`, payload: {} }),
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/admin/reviews/:id/unhide',
    call: async ({ fresh, db }) => {
      const id = await fresh.review();
      await db.updateTable('reviews').set({ hidden_at: new Date() }).where('id', '=', id).execute();
      return { url: `/api/admin/reviews/${id}/unhide`, payload: {} };
    },
    expect: staffOnly(200),
  },

  { route: 'GET /api/admin/reports', call: () => ({ url: '/api/admin/reports' }), expect: staffOnly(200) },
  {
    route: 'GET /api/admin/reports/:id',
    call: async ({ fresh }) => ({ url: `/api/admin/reports/${await fresh.reportedListing()}` }),
    expect: staffOnly(200),
  },
  ...(['dismiss', 'unpublish', 'suspend-user'] as const).map(
    (action): RouteEntry => ({
      route: `POST /api/admin/reports/:id/${action}`,
      call: async ({ fresh }) => ({
        url: `/api/admin/reports/${await fresh.reportedListing()}/${action}`,
        payload: {},
      }),
      expect: staffOnly(200),
    }),
  ),
  {
    route: 'POST /api/admin/reports/:id/hide-review',
    call: async ({ fresh }) => ({
      url: `/api/admin/reports/${await fresh.reportedReview()}/hide-review`,
      payload: {},
    }),
    expect: staffOnly(200),
  },

  {
    route: 'GET /api/admin/transactions',
    call: () => ({ url: '/api/admin/transactions' }),
    expect: staffOnly(200),
  },
  {
    route: 'GET /api/admin/transactions/:id',
    call: ({ s }) => ({ url: `/api/admin/transactions/${s.transactionId}` }),
    expect: staffOnly(200),
  },
  {
    route: 'GET /api/admin/disputes',
    call: () => ({ url: '/api/admin/disputes' }),
    expect: staffOnly(200),
  },
  {
    route: 'GET /api/admin/disputes/:id',
    call: async ({ db, owner }) => ({
      url: `/api/admin/disputes/${await victimDisputedHold(db, owner, 'payer')}`,
    }),
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/admin/disputes/:id/decide',
    call: async ({ db, owner }) => ({
      url: `/api/admin/disputes/${await victimDisputedHold(db, owner, 'payer')}/decide`,
      payload: { decision: 'refund', reason: 'The keys were never handed over' },
    }),
    expect: staffOnly(200),
  },
  {
    route: 'GET /api/admin/audit-log',
    call: () => ({ url: '/api/admin/audit-log' }),
    expect: staffOnly(200),
  },
  {
    route: 'GET /api/admin/audit-log/:id',
    call: ({ s }) => ({ url: `/api/admin/audit-log/${s.auditId}` }),
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/admin/queues/session',
    call: () => ({ url: '/api/admin/queues/session' }),
    expect: staffOnly(200),
  },
  {
    route: 'DELETE /api/admin/queues/session',
    call: () => ({ method: 'DELETE', url: '/api/admin/queues/session' }),
    expect: staffOnly(204),
  },
  {
    route: 'GET /api/admin/mail',
    call: () => ({ url: '/api/admin/mail' }),
    expect: staffOnly(200),
    reveals: { otp: ['Admin', 'Reviewer', 'Support'] },
    why: 'the caught-mail view (not in production) shows mail as sent, reset codes included, to every staff role',
  },
  {
    route: 'GET /api/admin/mail/:id',
    call: ({ s }) => ({ url: `/api/admin/mail/${s.mailId}` }),
    expect: staffOnly(200),
    reveals: { otp: ['Admin', 'Reviewer', 'Support'] },
    why: 'the caught-mail view (not in production) shows mail as sent, reset codes included, to every staff role',
  },
];
