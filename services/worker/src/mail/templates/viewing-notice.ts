import { type ActionNoticeInput, actionNoticeTemplate } from './action-notice';

export type ViewingNoticeInput = ActionNoticeInput;

/** Every viewing email (requests, answers, reminders, "Did the viewing happen?"): one shape, one template. */
export const viewingNotice = actionNoticeTemplate('viewing-notice', 'See and manage your viewings:');
