import { useSearchParams } from 'react-router';
import { type TabItem, Tabs } from '../../../components/ui/tabs';

/** A profile's tabs with the open one in the URL (`?tab=reviews`), the first being the default. */
export function ProfileTabs({ items, label }: { items: TabItem[]; label: string }) {
  const [params, setParams] = useSearchParams();
  const first = items[0]?.value ?? '';
  const wanted = params.get('tab');
  const value = items.some((item) => item.value === wanted) ? (wanted as string) : first;
  return (
    <Tabs
      label={label}
      items={items}
      value={value}
      onValueChange={(next) =>
        setParams(next === first ? {} : { tab: next }, { replace: true, preventScrollReset: true })
      }
    />
  );
}
