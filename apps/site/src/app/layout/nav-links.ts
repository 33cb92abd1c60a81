/** The header's three navigation links (spec part 1 §2), also listed in the mobile sidebar. */
export const NAV_LINKS = [
  { to: '/property-management', label: 'Property management' },
  { to: '/student-property', label: 'Student property' },
  { to: '/agents', label: 'Agents & agencies' },
] as const;

import { SAVED_SEARCHES_PAGE_PATH } from '@ile/shared/constants/discovery';

/** The account menu's signed-in items (spec part 1 §2), and the saved searches beside the saved properties. */
export const ACCOUNT_LINKS = [
  { to: '/wishlist', label: 'Saved Properties' },
  { to: SAVED_SEARCHES_PAGE_PATH, label: 'Saved Searches' },
  { to: '/manage/dashboard', label: 'Manage Listings' },
  { to: '/account/personal-info', label: 'Account' },
] as const;

/** Account → Notifications, where the account menu's unread count leads. */
export const NOTIFICATIONS_PAGE = '/account/notifications';
