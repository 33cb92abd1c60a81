import { CATEGORIES, type Category } from '@ile/shared/constants/listing-options';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { IconButton } from '../../components/ui/button';
import { ArrowLeftIcon } from '../../components/ui/icons';
import { OfflineBanner } from '../../components/ui/offline-banner';
import { CategoryFilter } from '../../features/wishlist/components/category-filter';
import { SavedProperties } from '../../features/wishlist/components/saved-properties';
import { usePageTitle } from '../../lib/page-title';
import { RequireAuth } from '../require-auth';
import styles from './wishlist.module.css';

const isCategory = (value: string | null): value is Category =>
  (CATEGORIES as readonly string[]).includes(value ?? '');

/** /wishlist: the signed-in user's saved properties; page and category live in the URL. */
export function Component() {
  usePageTitle('My Saved Properties');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const rawCategory = params.get('category');
  const category = isCategory(rawCategory) ? rawCategory : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const setFilter = useCallback(
    (next: { page?: number; category?: Category | undefined }) =>
      setParams(
        (current) => {
          const search = new URLSearchParams(current);
          if ('category' in next) {
            search.delete('page');
            if (next.category) search.set('category', next.category);
            else search.delete('category');
          }
          if (next.page !== undefined) {
            if (next.page > 1) search.set('page', String(next.page));
            else search.delete('page');
          }
          return search;
        },
        { preventScrollReset: false },
      ),
    [setParams],
  );
  const onPageChange = useCallback((next: number) => setFilter({ page: next }), [setFilter]);
  // Opened directly (no history inside the site), "back" goes home rather than off the site.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <RequireAuth>
      <section className="container page">
        <div className={styles.heading}>
          <IconButton label="Go back" onClick={goBack}>
            <ArrowLeftIcon />
          </IconButton>
          <h1 className="page-title">My Saved Properties</h1>
        </div>
        <OfflineBanner />
        <CategoryFilter value={category} onChange={(next) => setFilter({ category: next })} />
        <SavedProperties filter={{ page, category }} onPageChange={onPageChange} />
      </section>
    </RequireAuth>
  );
}
