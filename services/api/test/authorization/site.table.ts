import { randomBytes } from 'node:crypto';
import { issuePasswordResetOtp } from '@ile/db/repositories/auth-tokens.repository';
import { issueAvailabilityToken } from '@ile/db/repositories/listing-availability.repository';
import { makeNoisyPicture, makePictureDataUrl } from '@ile/db/testing/pictures';
import { validListingApplication } from '@ile/shared/testing/fixtures';
import { csvDataUrl, csvOf, importRowCells } from '@ile/shared/testing/listing-csv';
import { PASSWORD } from '../helpers/accounts';
import { MOVE_IN_DATE } from '../helpers/payouts';
import { CALLERS, uniquePhone } from './cast';
import {
  type CallContext,
  open,
  ownerOnly,
  ownerOrStaff,
  type RouteEntry,
  rolesAllowed,
  signedIn,
} from './expectations';
import {
  victimDisputedHold,
  victimHold,
  victimHoldLinkToken,
  victimPayment,
  victimSale,
} from './payments.cases';

const EVERYONE = CALLERS;
const tag = () => randomBytes(4).toString('hex');
/** Routes that rotate or end a session read it from the refresh cookie, and only from a trusted origin. */
const cookieCall = ({ app, caller, ownerSession }: CallContext) => ({
  origin: app.config.publicUrl,
  ...(caller.name === 'owner' && ownerSession ? { cookie: `ile_refresh=${ownerSession.refreshToken}` } : {}),
});

let pictures: Promise<{ listing: string[]; portrait: string; proof: string; idDocument: string }> | undefined;
/** Real pictures for the upload routes, made once (the student proof must be 1024×768 or more). */
export const picturesOnce = () =>
  (pictures ??= (async () => ({
    listing: [
      await makePictureDataUrl('jpeg'),
      await makePictureDataUrl('png'),
      await makePictureDataUrl('webp'),
    ],
    portrait: await makePictureDataUrl('png'),
    proof: `data:image/jpeg;base64,${(await makeNoisyPicture(1100, 800, 'jpeg', 30)).toString('base64')}`,
    // An ID picture must be 600×400 or more.
    idDocument: `data:image/jpeg;base64,${(await makeNoisyPicture(640, 420, 'jpeg', 30)).toString('base64')}`,
  }))());

const listingEdit = (propertyId: string, mobilePhone: string) => ({
  propertyId,
  title: 'Three-bedroom terrace in Lekki',
  price: 4_500_000,
  category: 'rental',
  propertyType: 'residential',
  address: '14 Admiralty Way',
  country: 'NG',
  state: 'LA',
  bedrooms: 3,
  bathrooms: 3,
  description: 'Quiet estate, constant water, 24-hour security',
  mobilePhone,
});

/** /api/v1/auth: signing up and in, sessions, verification and password resets. */
const AUTH: RouteEntry[] = [
  ...['signup', 'signin'].map(
    (path): RouteEntry => ({
      route: `POST /api/v1/auth/${path}`,
      call: () => ({
        url: `/api/v1/auth/${path}`,
        payload: {
          email: `new-${tag()}@matrix.test`,
          password: PASSWORD,
          phone: uniquePhone(),
          firstname: 'New',
          lastname: 'Person',
        },
      }),
      expect: open(201),
    }),
  ),
  {
    route: 'POST /api/v1/auth/login',
    call: ({ owner }) => ({ url: '/api/v1/auth/login', payload: { email: owner.email, password: PASSWORD } }),
    expect: open(200),
    reveals: { personal: EVERYONE },
    why: "whoever holds A's password is A: the answer is A's account",
  },
  {
    route: 'POST /api/v1/auth/refresh',
    freshOwner: 'login',
    call: (ctx) => ({ url: '/api/v1/auth/refresh', headers: cookieCall(ctx) }),
    expect: ownerOnly(200, 401, 401),
    why: 'only the refresh cookie counts: the owner sends it (200), nobody else has it (401)',
  },
  {
    route: 'POST /api/v1/auth/logout',
    freshOwner: 'login',
    call: (ctx) => ({ url: '/api/v1/auth/logout', headers: cookieCall(ctx) }),
    expect: open(200),
    why: 'logging out without a session is a no-op',
  },
  {
    route: 'GET /api/v1/auth/verify-email',
    call: () => ({ url: `/api/v1/auth/verify-email?token=${tag()}${tag()}${tag()}` }),
    expect: open(303),
  },
  {
    route: 'POST /api/v1/auth/resend-verification',
    throttled: true,
    call: ({ owner }) => ({ url: '/api/v1/auth/resend-verification', payload: { email: owner.email } }),
    expect: open(200),
  },
  {
    route: 'POST /api/v1/auth/reset-password',
    throttled: true,
    call: ({ owner }) => ({ url: '/api/v1/auth/reset-password', payload: { email: owner.email } }),
    expect: open(200),
  },
  {
    route: 'POST /api/v1/auth/verify-reset-otp',
    throttled: true,
    call: ({ owner, s }) => ({
      url: '/api/v1/auth/verify-reset-otp',
      payload: { email: owner.email, otp: s.otp },
    }),
    expect: open(200),
    why: 'the emailed code is the credential: whoever has it may check it',
  },
  {
    route: 'POST /api/v1/auth/reset-password-complete',
    throttled: true,
    freshOwner: 'token',
    call: async ({ db, owner }) => ({
      url: '/api/v1/auth/reset-password-complete',
      payload: {
        email: owner.email,
        otp: (await issuePasswordResetOtp(db, owner.id)).otp,
        password: 'Renewed123',
      },
    }),
    expect: open(200),
    why: 'the emailed code is the credential: whoever has it may use it',
  },
  {
    route: 'POST /api/v1/auth/update-password',
    freshOwner: 'token',
    call: ({ owner }) => ({
      url: '/api/v1/auth/update-password',
      payload: { email: owner.email, currentPassword: PASSWORD, newPassword: 'Renewed123' },
    }),
    expect: ownerOnly(200, 403),
  },
  {
    route: 'GET /api/v1/auth/sessions',
    call: () => ({ url: '/api/v1/auth/sessions' }),
    expect: signedIn(200),
  },
  {
    route: 'DELETE /api/v1/auth/sessions/:id',
    freshOwner: 'token',
    call: async ({ fresh, owner }) => ({ url: `/api/v1/auth/sessions/${await fresh.sessionFamily(owner)}` }),
    expect: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/v1/auth/sessions/sign-out-others',
    freshOwner: 'token',
    call: () => ({ url: '/api/v1/auth/sessions/sign-out-others' }),
    expect: signedIn(200),
    why: "each caller signs out its own other sessions (the cast's refresh tokens are not used afterwards)",
  },
];

/** /api/v1/user: the account, its settings, its data export. */
const ACCOUNT: RouteEntry[] = [
  { route: 'GET /api/v1/user/me', call: () => ({ url: '/api/v1/user/me' }), expect: signedIn(200) },
  {
    route: 'POST /api/v1/user/account-update-user',
    call: ({ owner }) => ({
      url: '/api/v1/user/account-update-user',
      payload: { userId: owner.id, type: 'gender', gender: 'Female' },
    }),
    expect: ownerOnly(200, 403),
  },
  {
    route: 'POST /api/v1/user/settings',
    call: ({ owner }) => ({ url: '/api/v1/user/settings', payload: { userId: owner.id, darkMode: true } }),
    expect: ownerOnly(200, 403),
  },
  {
    route: 'POST /api/v1/user/account-delete-user',
    freshOwner: 'token',
    call: ({ owner }) => ({
      url: '/api/v1/user/account-delete-user',
      payload: { userId: owner.id, password: PASSWORD },
    }),
    expect: ownerOnly(200, 403),
  },
  ...['search-user-messasge', 'search-user-message'].map(
    (path): RouteEntry => ({
      route: `GET /api/v1/user/${path}`,
      call: () => ({ url: `/api/v1/user/${path}?search=owner` }),
      expect: signedIn(200),
      why: 'finds A by name for everyone signed in; the leak check shows it gives no email or phone',
    }),
  ),
  {
    route: 'POST /api/v1/user/export-data',
    call: () => ({ url: '/api/v1/user/export-data' }),
    expect: signedIn(202),
  },
  {
    route: 'GET /api/v1/user/export-data',
    call: () => ({ url: '/api/v1/user/export-data' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/user/export-data/:id/download',
    call: ({ s }) => ({ url: `/api/v1/user/export-data/${s.exportId}/download` }),
    expect: ownerOnly(200, 404),
  },
  {
    route: 'GET /api/v1/user/recently-viewed',
    call: () => ({ url: '/api/v1/user/recently-viewed' }),
    expect: signedIn(200),
    why: 'each caller reads only their own list: the identity comes from the token',
  },
  {
    route: 'POST /api/v1/user/recently-viewed',
    call: ({ s }) => ({
      url: '/api/v1/user/recently-viewed',
      payload: { views: [{ propertyId: s.propertyId, viewedAt: new Date().toISOString() }] },
    }),
    expect: signedIn(200),
    why: 'merges into the caller’s own list; a listing id names no account',
  },
  { route: 'GET /api/v1/notice/notices', call: () => ({ url: '/api/v1/notice/notices' }), expect: open(200) },
  {
    route: 'GET /api/v1/notice/unread-count',
    call: () => ({ url: '/api/v1/notice/unread-count' }),
    expect: signedIn(200),
    why: 'each caller counts only their own notices: the identity comes from the token',
  },
  {
    route: 'POST /api/v1/notice/mark-read',
    call: () => ({ url: '/api/v1/notice/mark-read' }),
    expect: signedIn(200),
    why: 'marks the caller’s own notifications read; nothing names another account',
  },
  {
    route: 'POST /api/v1/user/dashboard-data',
    call: ({ owner }) => ({ url: '/api/v1/user/dashboard-data', payload: { userId: owner.id } }),
    expect: ownerOnly(200, 403),
  },
];

/** /api/v1/wishlist: each account's saved listings and notes. */
const WISHLIST: RouteEntry[] = [
  {
    route: 'POST /api/v1/wishlist/is-saved',
    call: ({ owner, s }) => ({
      url: '/api/v1/wishlist/is-saved',
      payload: { userId: owner.id, propertyId: s.savedPropertyId },
    }),
    expect: ownerOnly(200, 403),
  },
  {
    route: 'POST /api/v1/wishlist/toggle-wishlist',
    call: ({ owner, s }) => ({
      url: '/api/v1/wishlist/toggle-wishlist',
      payload: { userId: owner.id, propertyId: s.propertyId },
    }),
    expect: ownerOnly(200, 403),
  },
  {
    route: 'POST /api/v1/wishlist/wishlists',
    call: () => ({ url: '/api/v1/wishlist/wishlists', payload: {} }),
    expect: signedIn(200),
    why: "everyone lists their own saved listings; the leak check shows nobody gets A's note",
  },
  {
    route: 'DELETE /api/v1/wishlist/remove-wishlist/:id',
    call: async ({ fresh, owner }) => ({
      method: 'DELETE',
      url: `/api/v1/wishlist/remove-wishlist/${await fresh.wishlist(owner)}`,
    }),
    expect: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/v1/wishlist/update-note',
    call: ({ s }) => ({
      url: '/api/v1/wishlist/update-note',
      payload: { wishlistId: s.wishlistId, note: s.note },
    }),
    expect: ownerOnly(200, 404),
  },
];

/** The public catalogue and the owner's manage area. */
const LISTINGS: RouteEntry[] = [
  {
    route: 'GET /api/v1/property/display',
    call: () => ({ url: '/api/v1/property/display' }),
    expect: open(200),
  },
  {
    route: 'GET /api/v1/property/trending',
    call: () => ({ url: '/api/v1/property/trending' }),
    expect: open(200),
  },
  {
    route: 'POST /api/v1/property/property/:id',
    call: ({ s }) => ({ url: `/api/v1/property/property/${s.propertyId}` }),
    expect: open(200),
    variants: [
      {
        name: "A's unpublished listing",
        call: ({ s }) => ({ url: `/api/v1/property/property/${s.draftPropertyId}` }),
        expect: ownerOrStaff(200, 404, ['properties', 'read'], 404),
        why: 'a draft is its owner’s, and staff who may read listings (it is hidden from everyone else)',
      },
    ],
  },
  {
    route: 'GET /api/v1/property/cards',
    call: ({ s }) => ({ url: `/api/v1/property/cards?ids=${s.propertyId},${s.draftPropertyId}` }),
    expect: open(200),
    why: 'public cards of published listings only: the draft among the ids is left out for everyone',
  },
  {
    route: 'GET /api/v1/property/:id/similar',
    call: ({ s }) => ({ url: `/api/v1/property/${s.propertyId}/similar` }),
    expect: open(200),
    variants: [
      {
        name: "A's unpublished listing",
        call: ({ s }) => ({ url: `/api/v1/property/${s.draftPropertyId}/similar` }),
        expect: open(404),
        why: 'similar listings are for published ones only; a draft is not found, even for its owner and staff',
      },
    ],
  },
  {
    route: 'GET /api/v1/property/increase-view/:id',
    call: ({ s }) => ({ url: `/api/v1/property/increase-view/${s.propertyId}` }),
    expect: open(200),
  },
  {
    route: 'DELETE /api/v1/property/delete-property/:propertyId',
    call: async ({ fresh, owner }) => ({
      method: 'DELETE',
      url: `/api/v1/property/delete-property/${await fresh.property(owner)}`,
    }),
    expect: ownerOrStaff(200, 403, ['properties', 'update']),
  },
  {
    route: 'POST /api/v1/property/admin-update-property',
    call: ({ s }) => ({
      url: '/api/v1/property/admin-update-property',
      payload: listingEdit(s.propertyId, s.listingPhone),
    }),
    expect: ownerOrStaff(200, 403, ['properties', 'update']),
  },
  {
    route: 'POST /api/v1/property/:propertyId/availability',
    call: ({ s }) => ({
      url: `/api/v1/property/${s.propertyId}/availability`,
      payload: { action: 'confirm' },
    }),
    expect: ownerOnly(200, 403),
  },
  {
    route: 'POST /api/v1/property/availability-link',
    call: async ({ app, fresh, owner }) => ({
      url: '/api/v1/property/availability-link',
      payload: {
        token: await issueAvailabilityToken(app.db, {
          propertyId: await fresh.property(owner),
          ownerId: owner.id,
        }),
      },
    }),
    expect: open(200),
    why: 'the mailed token is the credential: it names one listing of its owner and works once, for whoever holds it',
  },
  {
    route: 'GET /api/v1/agent/agent-listings/:userId',
    call: ({ owner }) => ({ url: `/api/v1/agent/agent-listings/${owner.id}` }),
    expect: ownerOnly(200, 403),
    variants: [
      {
        name: 'sorted by a 30-day figure',
        call: ({ owner }) => ({ url: `/api/v1/agent/agent-listings/${owner.id}?sort=enquiries&order=asc` }),
        expect: ownerOnly(200, 403),
      },
    ],
  },
  {
    route: 'PUT /api/v1/agent/agency-edit-rights',
    call: () => ({ method: 'PUT', url: '/api/v1/agent/agency-edit-rights', payload: { allow: true } }),
    expect: { ...ownerOnly(403, 403), owner: 403 },
    why: 'only an agent affiliated with an agency may share their listings with it; no caller here is one',
  },
  {
    route: 'GET /api/v1/manage/listings/:propertyId/performance',
    call: ({ s }) => ({ url: `/api/v1/manage/listings/${s.propertyId}/performance` }),
    expect: ownerOnly(200, 404),
    why: 'only the listing’s owner, its agent and that agent’s agency see its figures; staff use the console',
  },
  {
    route: 'GET /api/v1/property/search',
    call: () => ({ url: '/api/v1/property/search?keyWord=Lekki' }),
    expect: open(200),
  },
  {
    route: 'GET /api/v1/property/searchwishlist',
    call: () => ({ url: '/api/v1/property/searchwishlist?category=hostel' }),
    expect: open(200),
  },
  {
    route: 'GET /api/v1/property/map',
    call: () => ({ url: '/api/v1/property/map?bbox=2.6,4.2,14.7,13.9&zoom=6&category=rental' }),
    expect: open(200),
  },
];

/** The agent and agency directory and reviews. */
const DIRECTORY: RouteEntry[] = [
  { route: 'GET /api/v1/agent/agents', call: () => ({ url: '/api/v1/agent/agents' }), expect: open(200) },
  ...['single-agent', 'increase-view'].map(
    (path): RouteEntry => ({
      route: `GET /api/v1/agent/${path}/:userId`,
      call: ({ cast }) => ({ url: `/api/v1/agent/${path}/${cast.agent.person?.id}` }),
      expect: open(200),
    }),
  ),
  {
    route: 'GET /api/v1/agency/agencies',
    call: () => ({ url: '/api/v1/agency/agencies' }),
    expect: open(200),
  },
  {
    route: 'GET /api/v1/agency/single-agency/:userId',
    call: ({ cast }) => ({ url: `/api/v1/agency/single-agency/${cast.agency.person?.id}` }),
    expect: open(200),
    reveals: { privateKey: rolesAllowed('files', 'read') },
    why: 'the registration document (a private file) is for the agency itself and staff who may read files',
  },
  ...['increase-view', 'agency-listings', 'agency-agents'].map(
    (path): RouteEntry => ({
      route: `GET /api/v1/agency/${path}/:userId`,
      call: ({ cast }) => ({ url: `/api/v1/agency/${path}/${cast.agency.person?.id}` }),
      expect: open(200),
    }),
  ),
  {
    route: 'POST /api/v1/review/reviews',
    call: ({ s }) => ({ url: '/api/v1/review/reviews', payload: { type: 'agent', id: s.agentId } }),
    expect: open(200),
  },
  {
    route: 'POST /api/v1/review/create-review',
    call: ({ owner, s }) => ({
      url: '/api/v1/review/create-review',
      payload: { userId: owner.id, type: 'agent', agentId: s.agentId, rating: 5, comment: 'Very helpful' },
    }),
    expect: ownerOnly(200, 403),
  },
];

/** Listing, agent, agency and student applications. */
const APPLICATIONS: RouteEntry[] = [
  {
    route: 'POST /api/v1/applications/property',
    call: async ({ owner }) => ({
      url: '/api/v1/applications/property',
      payload: { ...validListingApplication(), userId: owner.id, images: (await picturesOnce()).listing },
    }),
    expect: ownerOnly(201, 403),
  },
  {
    route: 'GET /api/v1/applications/property-applications-user/:userId',
    call: ({ owner }) => ({ url: `/api/v1/applications/property-applications-user/${owner.id}` }),
    expect: ownerOnly(200, 403),
  },
  {
    route: 'DELETE /api/v1/applications/single-property-applications/:applicationId',
    call: async ({ fresh, owner }) => ({
      method: 'DELETE',
      url: `/api/v1/applications/single-property-applications/${await fresh.listingApplication(owner)}`,
    }),
    expect: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/v1/applications/agent',
    freshOwner: 'token',
    call: async ({ owner }) => ({
      url: '/api/v1/applications/agent',
      payload: {
        userId: owner.id,
        position: 'Letting agent',
        workEmail: `work-${tag()}@matrix.test`,
        address: '7 Allen Avenue, Ikeja',
        gender: 'Male',
        officePhone: '08031234567',
        image: (await picturesOnce()).portrait,
      },
    }),
    expect: ownerOnly(201, 403),
  },
  {
    route: 'POST /api/v1/applications/agency',
    freshOwner: 'token',
    call: async ({ owner }) => ({
      url: '/api/v1/applications/agency',
      payload: {
        userId: owner.id,
        agencyName: `Harbour Homes ${tag()}`,
        workEmail: `hello-${tag()}@matrix.test`,
        address: '2 Wharf Road, Apapa',
        country: 'NG',
        region: 'LA',
        licenseNumber: 'RC-12345',
        officePhone: '08031234568',
        corperateValue: 'Integrity and speed',
        history: 'Founded in 2010',
        image: (await picturesOnce()).portrait,
        documentImage: (await picturesOnce()).portrait,
      },
    }),
    expect: ownerOnly(201, 403),
  },
  {
    route: 'POST /api/v1/applications/student',
    freshOwner: 'token',
    call: async ({ owner }) => ({
      url: '/api/v1/applications/student',
      payload: {
        userId: owner.id,
        universityEmail: `s-${tag()}@unilag.edu.ng`,
        university: 'University of Lagos',
        proofType: 'ID',
        documents: (await picturesOnce()).proof,
      },
    }),
    expect: ownerOnly(201, 403),
  },
  {
    route: 'GET /api/v1/user/verification',
    call: () => ({ url: '/api/v1/user/verification' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/v1/user/verification',
    why: 'each caller asks for their own ID check (no ids): the identity comes from the token',
    freshOwner: 'token',
    call: async () => ({
      url: '/api/v1/user/verification',
      payload: {
        kind: 'identity',
        country: 'NG',
        documentType: 'international_passport',
        documentNumber: `A${tag()}`,
        document: (await picturesOnce()).idDocument,
        selfie: (await picturesOnce()).idDocument,
      },
    }),
    expect: signedIn(201),
  },
  {
    route: 'GET /api/v1/applications/mine',
    call: () => ({ url: '/api/v1/applications/mine' }),
    expect: signedIn(200),
  },
];

/** Payments, transactions, payouts and the sandbox provider. */
const PAYMENTS: RouteEntry[] = [
  {
    route: 'POST /api/v1/payments/initialize',
    call: ({ owner, s }) => ({
      url: '/api/v1/payments/initialize',
      payload: { userId: owner.id, propertyId: s.savedPropertyId, moveInDate: MOVE_IN_DATE },
    }),
    expect: ownerOnly(201, 403),
  },
  {
    route: 'GET /api/v1/payments/holds',
    call: ({ owner }) => ({ url: `/api/v1/payments/holds?userId=${owner.id}` }),
    expect: ownerOnly(200, 403),
  },
  {
    route: 'GET /api/v1/payments/reservation/:propertyId',
    call: async ({ db, owner }) => ({ url: `/api/v1/payments/reservation/${await victimSale(db, owner)}` }),
    expect: signedIn(200),
    why: 'a published sale’s reservation terms are shown to every signed-in buyer on its payment page',
  },
  {
    route: 'PUT /api/v1/payments/reservation/:propertyId',
    call: async ({ db, owner }) => ({
      method: 'PUT',
      url: `/api/v1/payments/reservation/${await victimSale(db, owner)}`,
      payload: { deposit: 25_000_000, days: 30 },
    }),
    expect: ownerOnly(200, 403),
  },
  {
    route: 'POST /api/v1/payments/holds/:id/confirm',
    call: async ({ db, owner }) => ({
      url: `/api/v1/payments/holds/${await victimHold(db, owner, 'payer')}/confirm`,
    }),
    expect: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/v1/payments/holds/:id/dispute',
    call: async ({ db, owner }) => ({
      url: `/api/v1/payments/holds/${await victimHold(db, owner, 'payer')}/dispute`,
      payload: { reason: 'No keys' },
    }),
    expect: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/v1/payments/holds/:id/cancel',
    call: async ({ db, owner }) => ({
      url: `/api/v1/payments/holds/${await victimHold(db, owner, 'payee')}/cancel`,
      payload: { reason: 'Withdrawn' },
    }),
    expect: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/v1/payments/holds/:id/statement',
    call: async ({ db, owner }) => ({
      url: `/api/v1/payments/holds/${await victimDisputedHold(db, owner, 'payee')}/statement`,
      payload: { statement: 'The keys were handed over' },
    }),
    expect: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/v1/payments/holds/:id/complete',
    call: async ({ db, owner }) => ({
      url: `/api/v1/payments/holds/${await victimHold(db, owner, 'payee', 'sale_reservation')}/complete`,
    }),
    expect: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/v1/payments/holds/link/preview',
    call: async ({ db, owner }) => ({
      url: '/api/v1/payments/holds/link/preview',
      payload: { token: await victimHoldLinkToken(db, owner) },
    }),
    expect: open(200),
    throttled: true,
    why: 'the mailed signed link is the credential: it shows what its one payment’s tap would do, changing nothing',
  },
  {
    route: 'POST /api/v1/payments/holds/link/confirm',
    call: async ({ db, owner }) => ({
      url: '/api/v1/payments/holds/link/confirm',
      payload: { token: await victimHoldLinkToken(db, owner) },
    }),
    expect: open(200),
    throttled: true,
    why: 'the mailed signed link is the credential: it confirms "I have the keys" for its one payment, once',
  },
  {
    route: 'POST /api/v1/payments/holds/:id/withdraw',
    call: async ({ db, owner }) => ({
      url: `/api/v1/payments/holds/${await victimHold(db, owner, 'payee', 'sale_reservation')}/withdraw`,
      payload: { reason: 'The seller changed their mind' },
    }),
    expect: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/v1/payments/verify',
    call: ({ s }) => ({ url: '/api/v1/payments/verify', payload: { reference: s.reference } }),
    expect: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/v1/transaction/create',
    call: ({ owner, s }) => ({
      url: '/api/v1/transaction/create',
      payload: {
        amount: 10,
        currency: 'NGN',
        subject: 'Rent',
        senderName: 'Owner Person',
        senderEmail: owner.email,
        propertyId: s.savedPropertyId,
        userId: owner.id,
      },
    }),
    expect: ownerOnly(201, 403),
  },
  {
    route: 'GET /api/v1/user/transactions',
    call: () => ({ url: '/api/v1/user/transactions' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/payments/payout-account',
    call: ({ owner }) => ({ url: `/api/v1/payments/payout-account?userId=${owner.id}` }),
    expect: ownerOnly(200, 403),
  },
  ...(['PUT', 'POST'] as const).map(
    (method): RouteEntry => ({
      route: `${method} /api/v1/payments/payout-account`,
      call: ({ owner }) => ({
        method,
        url: '/api/v1/payments/payout-account',
        payload: { userId: owner.id, bankCode: '058', accountNumber: '0123456789' },
      }),
      expect: ownerOnly(200, 403),
    }),
  ),
  {
    route: 'GET /api/v1/payments/banks',
    call: () => ({ url: '/api/v1/payments/banks?country=NG' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/v1/payments/webhook/:provider',
    call: ({ s }) => ({
      url: '/api/v1/payments/webhook/sandbox',
      payload: { event: 'charge.success', data: { reference: s.reference } },
    }),
    expect: open(401),
    why: 'an unsigned webhook is refused whoever sends it',
  },
  {
    route: 'GET /api/v1/payments/sandbox/checkout/:reference',
    call: ({ s }) => ({ url: `/api/v1/payments/sandbox/checkout/${s.reference}` }),
    expect: open(200),
    why: "the sandbox's hosted page stands in for a provider's: its reference is the capability",
  },
  {
    route: 'POST /api/v1/payments/sandbox/checkout/:reference',
    call: async ({ db, owner }) => ({
      url: `/api/v1/payments/sandbox/checkout/${(await victimPayment(db, owner)).reference}`,
      payload: { outcome: 'paid' },
    }),
    expect: open(303),
    why: "the sandbox's hosted page stands in for a provider's: its reference is the capability",
  },
  { route: 'GET /api/v1/rates', call: () => ({ url: '/api/v1/rates' }), expect: open(200) },
  { route: 'GET /api/v1/geo/country', call: () => ({ url: '/api/v1/geo/country' }), expect: open(200) },
];

/** Conversations, messages and support tickets. */
const MESSAGING: RouteEntry[] = [
  {
    route: 'POST /api/v1/conversations/conversations',
    call: () => ({ url: '/api/v1/conversations/conversations', payload: {} }),
    expect: signedIn(200),
    why: "everyone lists their own conversations; the leak check shows nobody gets A's",
    variants: [
      {
        name: "filtered by A's listing",
        call: ({ s }) => ({
          url: '/api/v1/conversations/conversations',
          payload: { propertyId: s.propertyId },
        }),
        expect: signedIn(200),
        why: "each caller's own conversations about it (none but A's correspondent's are); nobody gets A's",
      },
    ],
  },
  {
    route: 'POST /api/v1/conversations/listings',
    call: () => ({ url: '/api/v1/conversations/listings', payload: {} }),
    expect: signedIn(200),
    why: "the listings of the caller's own conversations; the leak check shows nobody gets A's",
  },
  ...['/api/v1/conversations/create-conversation', '/api/v1/message/send'].map(
    (url): RouteEntry => ({
      route: `POST ${url}`,
      call: ({ owner, s }) => ({
        url,
        payload: { senderId: owner.id, receiverId: s.correspondentId, message: 'Is it still available?' },
      }),
      expect: ownerOnly(201, 403),
      variants: [
        {
          name: "about A's published listing, to A",
          call: ({ owner, s }) => ({
            url,
            payload: { receiverId: owner.id, message: 'Is it still available?', propertyId: s.propertyId },
          }),
          expect: { ...signedIn(201), owner: 400 },
          why: 'anyone may ask a lister about their listing; A cannot write to itself',
        },
        {
          name: "about A's listing, to someone who does not list it",
          call: ({ s }) => ({
            url,
            payload: { receiverId: s.correspondentId, message: 'About this one', propertyId: s.propertyId },
          }),
          expect: { ...signedIn(400), owner: 201 },
          why: "only A (its lister) may write about A's listing to A's correspondent",
        },
        {
          name: "about A's unpublished listing, to A",
          call: ({ owner, s }) => ({
            url,
            payload: { receiverId: owner.id, message: 'Hello', propertyId: s.draftPropertyId },
          }),
          expect: { ...signedIn(404), owner: 400 },
          why: 'an unpublished listing is hidden (it never was their subject); A cannot write to itself',
        },
      ],
    }),
  ),
  {
    route: 'POST /api/v1/message/get-messages',
    call: ({ s }) => ({ url: '/api/v1/message/get-messages', payload: { conversationId: s.conversationId } }),
    expect: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/v1/message/mark-read',
    call: ({ owner, s }) => ({
      url: '/api/v1/message/mark-read',
      payload: { senderId: owner.id, receiverId: s.correspondentId },
    }),
    expect: ownerOnly(200, 403),
  },
  {
    route: 'POST /api/v1/ticket/new-ticket',
    call: ({ owner }) => ({
      url: '/api/v1/ticket/new-ticket',
      payload: { senderId: owner.id, senderName: 'Owner', subject: 'Help', description: 'A question' },
    }),
    expect: ownerOnly(201, 403),
  },
  { route: 'GET /api/v1/ticket/mine', call: () => ({ url: '/api/v1/ticket/mine' }), expect: signedIn(200) },
  {
    route: 'POST /api/v1/reports',
    call: async ({ fresh, owner }) => ({
      url: '/api/v1/reports',
      payload: { targetType: 'property', targetId: await fresh.property(owner), reason: 'duplicate' },
    }),
    expect: { ...signedIn(201), owner: 403 },
    throttled: true,
    why: 'anyone signed in reports a listing of A (a fresh one per call); A may not report its own',
    variants: [
      {
        name: 'a message sent to A',
        call: async ({ db, s }) => {
          const message = await db
            .insertInto('messages')
            .values({ conversation_id: s.conversationId, sender_id: s.correspondentId, body: 'Pay first' })
            .returning('id')
            .executeTakeFirstOrThrow();
          return {
            url: '/api/v1/reports',
            payload: { targetType: 'message', targetId: message.id, reason: 'asks_for_money' },
          };
        },
        expect: { ...signedIn(404), owner: 201 },
        why: "only A can see (and so report) a message in A's conversation; to anyone else it does not exist",
      },
    ],
  },

  {
    route: 'POST /api/v1/ticket/:id/reply',
    call: ({ s }) => ({ url: `/api/v1/ticket/${s.ticketId}/reply`, payload: { message: 'Any news?' } }),
    expect: ownerOnly(201, 404),
  },
];

/** Every /api/v1 route. */
/** /api/v1/saved-searches: a user's saved searches and their alerts' unsubscribe link. */
const SAVED_SEARCHES: RouteEntry[] = [
  {
    route: 'GET /api/v1/saved-searches',
    call: () => ({ url: '/api/v1/saved-searches' }),
    expect: signedIn(200),
    why: 'each caller lists only their own saved searches: the identity comes from the token',
  },
  {
    route: 'POST /api/v1/saved-searches',
    call: () => ({
      url: '/api/v1/saved-searches',
      payload: {
        name: `Lekki ${tag()}`,
        filters: { state: 'Lagos', category: 'rental' },
        frequency: 'daily',
      },
    }),
    expect: signedIn(201),
    throttled: true,
    why: 'saves into the caller’s own account; the body names no account',
  },
  {
    route: 'PATCH /api/v1/saved-searches/:id',
    call: async ({ fresh, owner }) => ({
      url: `/api/v1/saved-searches/${await fresh.savedSearch(owner)}`,
      payload: { paused: true },
    }),
    expect: ownerOnly(200, 404),
  },
  {
    route: 'DELETE /api/v1/saved-searches/:id',
    call: async ({ fresh, owner }) => ({ url: `/api/v1/saved-searches/${await fresh.savedSearch(owner)}` }),
    expect: ownerOnly(200, 404),
  },
  {
    route: 'GET /api/v1/saved-searches/:id/matches',
    call: async ({ fresh, owner }) => ({
      url: `/api/v1/saved-searches/${await fresh.savedSearch(owner)}/matches`,
    }),
    expect: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/v1/saved-searches/unsubscribe',
    call: async ({ fresh, owner }) => ({
      url: '/api/v1/saved-searches/unsubscribe',
      payload: { token: await fresh.unsubscribeToken(owner) },
    }),
    expect: open(200),
    throttled: true,
    why: 'the mailed signed link is the credential: it turns off one search’s alerts, once, for whoever holds it',
  },
];

/** Booking viewings (issue 21): the slots are public; every viewing is named by one of its two sides. */
const inThreeDays = () => new Date(Date.now() + 3 * 86_400_000).toISOString();
const VIEWINGS: RouteEntry[] = [
  {
    route: 'GET /api/v1/property/:id/viewing-slots',
    call: ({ s }) => ({ url: `/api/v1/property/${s.propertyId}/viewing-slots` }),
    expect: open(200),
    why: 'a published listing’s free times are public; they name no booker',
  },
  {
    route: 'GET /api/v1/viewings',
    call: () => ({ url: '/api/v1/viewings' }),
    expect: signedIn(200),
    why: 'each caller lists only the viewings they are a side of: the identity comes from the token',
  },
  {
    route: 'POST /api/v1/viewings',
    call: async ({ fresh }) => ({
      url: '/api/v1/viewings',
      payload: { propertyId: await fresh.property(await fresh.person()), proposedTimes: [inThreeDays()] },
    }),
    expect: signedIn(201),
    throttled: true,
    why: 'books for the caller (the token’s account) a fresh listing of someone else’s; the body names no account',
  },
  {
    route: 'GET /api/v1/viewings/availability',
    call: () => ({ url: '/api/v1/viewings/availability' }),
    expect: signedIn(200),
  },
  {
    route: 'PUT /api/v1/viewings/availability',
    call: () => ({
      url: '/api/v1/viewings/availability',
      payload: {
        propertyId: null,
        timeZone: 'Africa/Lagos',
        weekly: [{ weekday: 1, startMinute: 540, endMinute: 600, slotMinutes: 30 }],
        exceptions: [],
      },
    }),
    expect: signedIn(200),
    why: 'replaces the caller’s own hours for all their listings; a listing named must be theirs',
  },
  {
    route: 'POST /api/v1/viewings/link',
    call: async ({ fresh, owner }) => ({
      url: '/api/v1/viewings/link',
      payload: { token: await fresh.viewingLinkToken(owner) },
    }),
    expect: open(200),
    throttled: true,
    why: 'the mailed signed link is the credential: it confirms one viewing (or answers its outcome), once',
  },
  ...(['confirm', 'decline', 'reschedule'] as const).map(
    (action): RouteEntry => ({
      route: `POST /api/v1/viewings/:id/${action}`,
      call: async ({ fresh, owner }) => ({
        url: `/api/v1/viewings/${await fresh.viewing(owner, { as: 'owner' })}/${action}`,
        payload:
          action === 'decline'
            ? { reason: 'Already let' }
            : action === 'reschedule'
              ? { startsAt: inThreeDays() }
              : {},
      }),
      expect: ownerOnly(200, 404),
      why: 'only the viewing’s two sides may act on it; anyone else is told it does not exist',
    }),
  ),
  {
    route: 'POST /api/v1/viewings/:id/cancel',
    call: async ({ fresh, owner }) => ({
      url: `/api/v1/viewings/${await fresh.viewing(owner, { as: 'seeker', status: 'confirmed' })}/cancel`,
      payload: { reason: 'Found a place' },
    }),
    expect: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/v1/viewings/:id/outcome',
    call: async ({ fresh, owner }) => ({
      url: `/api/v1/viewings/${await fresh.viewing(owner, { as: 'seeker', past: true })}/outcome`,
      payload: { happened: true },
    }),
    expect: ownerOnly(200, 404),
  },
];

/** Bulk import of listings from a CSV (/manage/import). */
const IMPORTS: RouteEntry[] = [
  {
    route: 'POST /api/v1/manage/imports',
    call: () => ({
      url: '/api/v1/manage/imports',
      payload: {
        file: csvDataUrl(
          csvOf([
            importRowCells(
              1,
              ['1', '2', '3'].map((n) => `https://photos.example.com/${n}.jpg`),
            ),
          ]),
        ),
      },
    }),
    expect: { ...signedIn(201), Admin: 403, Reviewer: 403, Support: 403 },
    why: 'owners, agents and agencies may list, so they may import; staff accounts list nothing',
  },
  {
    route: 'GET /api/v1/manage/imports/:importId',
    call: async ({ fresh, owner }) => ({ url: `/api/v1/manage/imports/${await fresh.listingImport(owner)}` }),
    expect: ownerOnly(200, 404),
  },
  {
    route: 'POST /api/v1/manage/imports/:importId/confirm',
    call: async ({ fresh, owner }) => ({
      url: `/api/v1/manage/imports/${await fresh.listingImport(owner)}/confirm`,
    }),
    expect: ownerOnly(200, 404),
  },
];

export const SITE_ROUTES: RouteEntry[] = [
  ...AUTH,
  ...ACCOUNT,
  ...WISHLIST,
  ...LISTINGS,
  ...DIRECTORY,
  ...APPLICATIONS,
  ...IMPORTS,
  ...PAYMENTS,
  ...MESSAGING,
  ...SAVED_SEARCHES,
  ...VIEWINGS,
];
