/** The anchor a visitor is sent back to after signing in to book a viewing: the listing's page opens the panel. */
export const BOOK_ANCHOR = 'book-a-viewing';
