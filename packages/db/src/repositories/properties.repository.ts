import type { Executor } from '../database';
import type { NewProperty, Property } from '../schema';

/** The columns of `properties` a card needs; select them (aliased `p`) and hand the rows to the api's `toCards`. */
export const CARD_COLUMNS = [
  'p.id',
  'p.title',
  'p.description',
  'p.address',
  'p.city',
  'p.state',
  'p.country',
  'p.price',
  'p.currency',
  'p.duration',
  'p.bedrooms',
  'p.bathrooms',
  'p.category',
  'p.property_type',
] as const;

/** A row selected with CARD_COLUMNS. */
export type CardRow = Pick<
  Property,
  | 'id'
  | 'title'
  | 'description'
  | 'address'
  | 'city'
  | 'state'
  | 'country'
  | 'price'
  | 'currency'
  | 'duration'
  | 'bedrooms'
  | 'bathrooms'
  | 'category'
  | 'property_type'
>;

export async function insertProperty(db: Executor, values: NewProperty): Promise<void> {
  await db.insertInto('properties').values(values).execute();
}
