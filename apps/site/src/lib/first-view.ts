import { FIRST_VIEW_ELEMENT_ID } from '@ile/shared/helpers/first-view';
import { useEffect, useLayoutEffect } from 'react';

/** The api's first view of a listing page (@ile/shared/helpers/first-view), while it is still shown. */
function firstView(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(FIRST_VIEW_ELEMENT_ID);
}

/** Removes the first view: the app's root, hidden behind it (styles.css), shows. */
export function leaveFirstView(): void {
  firstView()?.remove();
}

/**
 * The listing page leaves the first view once it has something of its own to show (the listing, or why
 * not): before the browser paints, so the two never show together nor the page's skeleton in between.
 */
export function useLeaveFirstViewWhen(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) leaveFirstView();
  }, [ready]);
}

/** Any other page than the one the first view was drawn for leaves it at once. */
export function useLeaveFirstViewOffPath(pathname: string): void {
  useEffect(() => {
    const view = firstView();
    if (view && view.dataset.path !== pathname) leaveFirstView();
  }, [pathname]);
}
