import { type ActionNoticeInput, actionNoticeTemplate } from './action-notice';

export type HoldNoticeInput = ActionNoticeInput;

/** Held payments: "Ile holds your money" with the one-tap "I have the keys" link, and Support's decisions. */
export const holdNotice = actionNoticeTemplate('hold-notice', 'See your payments and their timeline:');
