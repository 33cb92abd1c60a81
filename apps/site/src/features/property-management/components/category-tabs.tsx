import type { Category } from '@ile/shared/constants/listing-options';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../../components/ui/tabs';
import { categoryListingsKeys } from '../api/get-category-listings';
import { CategoryList, type RenderListingAction } from './category-list';

export interface CategoryTab {
  category: Category;
  label: string;
  emptyTitle: string;
}

/**
 * Tabs of categories (Rental/Sale/Lease, Shared apartment/Hostels). The tab is in the URL; only the open
 * tab is mounted, so switching starts that list from its first page.
 */
export function CategoryTabs({
  tabs,
  label,
  renderAction,
}: {
  tabs: CategoryTab[];
  label: string;
  renderAction?: RenderListingAction;
}) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const first = tabs[0]?.category;
  const wanted = params.get('tab');
  const value = tabs.find((tab) => tab.category === wanted)?.category ?? first;
  return (
    <Tabs
      label={label}
      value={value}
      onValueChange={(next) => {
        // The spec: switching tab reloads the list from its first page.
        queryClient.removeQueries({ queryKey: categoryListingsKeys.category(next as Category) });
        setParams(next === first ? {} : { tab: next }, { replace: true, preventScrollReset: true });
      }}
      items={tabs.map((tab) => ({
        value: tab.category,
        label: tab.label,
        content:
          tab.category === value ? (
            <CategoryList category={tab.category} emptyTitle={tab.emptyTitle} renderAction={renderAction} />
          ) : null,
      }))}
    />
  );
}
