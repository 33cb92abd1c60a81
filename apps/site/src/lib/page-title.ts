import { useEffect } from 'react';

const SITE = 'Ile';

/** Sets the tab title (and the description search engines read) for the page being shown. */
export function usePageTitle(title: string | null | undefined, description?: string): void {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${SITE}`;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
