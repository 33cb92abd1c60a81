import type { MatrixCase } from './case';

/** Account, notice and saved-property routes. */
export const ACCOUNT_CASES: MatrixCase[] = [
  {
    name: 'update another user’s name',
    method: 'POST',
    url: () => '/api/v1/user/account-update-user',
    payload: (b) => ({ userId: b.id, type: 'name', firstName: 'Mallory', lastName: 'Hacker' }),
    expect: 403,
  },
  {
    name: 'update another user’s phone',
    method: 'POST',
    url: () => '/api/v1/user/account-update-user',
    payload: (b) => ({ userId: b.id, type: 'phone', phone: '+2348099999999' }),
    expect: 403,
  },
  {
    name: 'delete another user’s account',
    method: 'POST',
    url: () => '/api/v1/user/account-delete-user',
    payload: (b) => ({ userId: b.id, password: b.password }),
    expect: 403,
  },
  {
    name: 'change another user’s password',
    method: 'POST',
    url: () => '/api/v1/auth/update-password',
    payload: (b) => ({ email: b.email, currentPassword: b.password, newPassword: 'Takeover123' }),
    expect: 403,
  },
  {
    name: 'change another user’s settings',
    method: 'POST',
    url: () => '/api/v1/user/settings',
    payload: (b) => ({ userId: b.id, darkMode: true }),
    expect: 403,
  },
  {
    name: 'request another user’s data export',
    method: 'POST',
    url: () => '/api/v1/user/export-data',
    payload: (b) => ({ userId: b.id }),
    expect: 403,
  },
  {
    name: 'search users as someone else',
    method: 'GET',
    url: (b) => `/api/v1/user/search-user-messasge?search=a&userId=${b.id}`,
    expect: 403,
  },
  {
    name: 'read another user’s notices',
    method: 'GET',
    url: (b) => `/api/v1/notice/notices?userId=${b.id}`,
    publicRoute: true,
    expect: 403,
  },
  {
    name: 'toggle a saved property as someone else',
    method: 'POST',
    url: () => '/api/v1/wishlist/toggle-wishlist',
    payload: (b) => ({ userId: b.id, propertyId: '00000000-0000-4000-8000-000000000000' }),
    expect: 403,
  },
  {
    name: 'read another user’s saved properties',
    method: 'POST',
    url: () => '/api/v1/wishlist/wishlists',
    payload: (b) => ({ userId: b.id }),
    expect: 403,
  },
  {
    name: 'ask whether another user saved a listing',
    method: 'POST',
    url: () => '/api/v1/wishlist/is-saved',
    payload: (b) => ({ userId: b.id, propertyId: '00000000-0000-4000-8000-000000000000' }),
    expect: 403,
  },
];
