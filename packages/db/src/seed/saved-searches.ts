import type { Executor } from '../database';
import { insertSavedSearch } from '../repositories/saved-searches.repository';

/** The demo user's saved searches, so Account → Saved searches shows something: one instant, one digest. */
export async function seedDemoSavedSearches(db: Executor, demoUserId: string): Promise<void> {
  await insertSavedSearch(db, demoUserId, {
    name: 'Lagos rentals, 2+ bedrooms under ₦5M',
    filters: { country: 'NG', state: 'Lagos', category: 'rental', bedrooms: '2+', maxPrice: '5000000' },
    frequency: 'instant',
  });
  await insertSavedSearch(db, demoUserId, {
    name: 'Freetown homes for sale',
    filters: { country: 'SL', state: 'Western Area Urban', category: 'sale' },
    frequency: 'weekly',
  });
}
