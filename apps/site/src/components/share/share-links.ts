/** What a Share button shares: a page of the site by its path, with the words sent before its link. */
export interface SharedPage {
  /** '/property/<id>', '/agent/<userId>'. */
  path: string;
  /** The listing's title, the agent's or agency's name. */
  title: string;
}

/** The page's address on the site the visitor is on (the api serves the same path with its preview tags). */
export const pageUrl = (path: string, origin = window.location.origin): string =>
  new URL(path, origin).toString();

/** The words and the link, on two lines: WhatsApp and SMS show the link's preview under the words. */
export const shareText = (title: string, url: string): string => `${title}\n${url}`;

/** WhatsApp's share link: opens the app (or web.whatsapp.com) to pick a chat with the message written. */
export const whatsAppShareUrl = (title: string, url: string): string =>
  `https://wa.me/?text=${encodeURIComponent(shareText(title, url))}`;

/**
 * An SMS with the message written and no recipient: `sms:?&body=` is the form both iOS (which wants `&`) and
 * Android (which takes `?body=` and ignores the empty `&`) read.
 */
export const smsShareUrl = (title: string, url: string): string =>
  `sms:?&body=${encodeURIComponent(shareText(title, url))}`;
