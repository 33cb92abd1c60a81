import { MANAGED_LISTING_SORTS, type ManagedListingSort } from '@ile/shared/contracts/management';
import { useSearchParams } from 'react-router';
import type { ListingsOrder } from '../api/get-my-listings';

const isSort = (value: string | null): value is ManagedListingSort =>
  (MANAGED_LISTING_SORTS as readonly (string | null)[]).includes(value);

/** The listings' order lives in the URL (?sort=enquiries&order=asc) beside the page; a new order starts at page 1. */
export function useListingsOrder(): [ListingsOrder, (next: ListingsOrder) => void] {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort');
  const order: ListingsOrder = {
    sort: isSort(sort) ? sort : 'newest',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
  };
  const setOrder = (next: ListingsOrder) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.delete('page');
      if (next.sort === 'newest') copy.delete('sort');
      else copy.set('sort', next.sort);
      if (next.order === 'desc') copy.delete('order');
      else copy.set('order', next.order);
      return copy;
    });
  return [order, setOrder];
}
