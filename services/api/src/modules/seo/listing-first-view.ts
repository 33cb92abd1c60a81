import type { ImageSet } from '@ile/shared/contracts/common';
import { FIRST_VIEW_ELEMENT_ID } from '@ile/shared/helpers/first-view';
import { escapeHtml } from './seo-documents';

/** What the first view of a listing's page shows before any script has run. */
export interface ListingFirstView {
  /** The page's path: the site leaves the first view as soon as it shows any other. */
  path: string;
  title: string;
  /** Price and place, as the link preview's description starts. */
  facts: string;
  /** The first photo, null without one. */
  image: ImageSet | null;
}

/**
 * The first view's HTML: the header's logo, the first photo as the page's gallery draws it (`srcset` is the
 * preload's, so the browser fetches the picture once), the title and the facts. Listing text is the owner's:
 * every value is escaped.
 */
export function listingFirstViewHtml(
  view: ListingFirstView,
  picture: { sizes: string; narrow: (srcset: string) => string },
): string {
  const { image } = view;
  const attribute = escapeHtml;
  const photo = image
    ? [
        '<picture class="first-view-photo">',
        image.avifSrcset
          ? `<source type="image/avif" srcset="${attribute(picture.narrow(image.avifSrcset))}" sizes="${attribute(picture.sizes)}" />`
          : '',
        `<source type="image/webp" srcset="${attribute(picture.narrow(image.srcset))}" sizes="${attribute(picture.sizes)}" />`,
        `<img src="${attribute(image.src)}" alt="${attribute(view.title)}" fetchpriority="high" decoding="async" />`,
        '</picture>',
      ].join('')
    : '';
  return [
    // A stand-in for the page, as a skeleton is: assistive technology reads the page that replaces it.
    `<div id="${FIRST_VIEW_ELEMENT_ID}" data-path="${attribute(view.path)}" aria-hidden="true">`,
    '<div class="first-view-bar"><div class="container first-view-logo">',
    '<img src="/favicon.svg" alt="" width="28" height="28" />Ile</div></div>',
    `<div class="container first-view-page">${photo}`,
    `<h1 class="first-view-title">${escapeHtml(view.title)}</h1>`,
    `<p class="first-view-facts">${escapeHtml(view.facts)}</p>`,
    '</div></div>',
  ].join('');
}

/** `fragment` put just before the app's root element; the page unchanged when it has none. */
export function withBeforeRoot(html: string, fragment: string): string {
  return html.replace(
    /([ \t]*)<div id="root"><\/div>/i,
    (root, indent: string) => `${indent}${fragment}\n${root}`,
  );
}
