/**
 * The listing page's first view (issue 20): the api writes the listing's first photo, title, price and place
 * into the page's HTML in an element of this id, beside the empty app root, so a phone on a slow connection
 * shows them as soon as the HTML and that photo arrive. The site keeps its own root hidden while the element is
 * there (styles.css) and removes it once the listing page has drawn itself (apps/site/src/lib/first-view.ts).
 */
export const FIRST_VIEW_ELEMENT_ID = 'first-view';
