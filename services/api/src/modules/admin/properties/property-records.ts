import { CATEGORIES, IdSchema, LISTING_COUNTRIES, PROPERTY_STATUSES, PROPERTY_TYPES } from '@ile/shared';
import { z } from 'zod';
import { DateBound, filterSchema, oneOrMany } from '../simple-rest';

export const propertyListSpec = {
  sortFields: [
    'id',
    'created_at',
    'updated_at',
    'published_at',
    'price',
    'title',
    'views',
    'status',
    'city',
    'state',
    'country',
  ],
  defaultSort: { field: 'created_at', order: 'desc' as const },
  filter: filterSchema({
    status: oneOrMany(z.enum(PROPERTY_STATUSES)).optional(),
    country: oneOrMany(z.enum(LISTING_COUNTRIES)).optional(),
    state: oneOrMany(z.string().trim().min(1).max(10))
      .optional()
      .meta({ description: 'Region code, e.g. LA' }),
    category: oneOrMany(z.enum(CATEGORIES)).optional(),
    property_type: oneOrMany(z.enum(PROPERTY_TYPES)).optional(),
    owner_id: IdSchema.optional(),
    agent_id: IdSchema.optional(),
    agency_id: IdSchema.optional(),
    application_id: IdSchema.optional(),
    geocoded: z.boolean().optional(),
    price_gte: z.number().min(0).optional(),
    price_lte: z.number().min(0).optional(),
    created_at_gte: DateBound.optional(),
    created_at_lte: DateBound.optional(),
    published_at_gte: DateBound.optional(),
    published_at_lte: DateBound.optional(),
  }),
};
export type PropertyFilter = z.output<typeof propertyListSpec.filter>;

/**
 * PUT /properties/:id: the listing edit form's fields, snake_case as in the record (react-admin sends the
 * whole record; the rest is ignored). A field left out keeps its value. `status` published/unpublished
 * republishes or unpublishes. Validation is the edit form's own (AdminUpdatePropertyBody).
 */
const numeric = z.union([z.number(), z.string()]);
export const UpdatePropertyBody = z.object({
  title: z.string().optional(),
  price: numeric.optional(),
  currency: z.string().optional(),
  category: z.string().optional(),
  property_type: z.string().optional(),
  address: z.string().optional(),
  country: z.string().optional(),
  state_code: z.string().optional().meta({ description: 'Region code or name; wins over `state`' }),
  state: z.string().optional(),
  city: z.string().nullable().optional(),
  bedrooms: numeric.optional(),
  bathrooms: numeric.optional(),
  land_size: numeric.nullable().optional(),
  building_size: numeric.nullable().optional(),
  garage_size: numeric.nullable().optional(),
  parking_size: numeric.nullable().optional(),
  description: z.string().optional(),
  mobile_phone: z.string().nullable().optional(),
  status: z.enum(PROPERTY_STATUSES).optional().meta({
    description: 'published or unpublished republishes or unpublishes; draft and deleted are refused',
  }),
});
export type UpdatePropertyBody = z.infer<typeof UpdatePropertyBody>;
