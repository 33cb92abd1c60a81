import { z } from 'zod';
import { PROPERTY_STATUSES } from '../../constants/statuses';
import { IdSchema, TimestampSchema } from '../common';
import { NullableTimestamp } from './common';
import { LISTING_RECORD_FIELDS } from './listing-record-fields';

export const PropertyImageRecord = z.object({
  id: IdSchema,
  position: z.number().int(),
  status: z.enum(['pending', 'processed', 'failed']),
  url: z.string().nullable().meta({ description: 'Largest public WebP rendition; null until processed' }),
  original_url: z.string().meta({ description: 'The private original, through GET /api/admin/files/...' }),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type PropertyImageRecord = z.infer<typeof PropertyImageRecord>;

export const PropertyInspectionRecord = z.object({
  id: IdSchema,
  visited_on: z.string().meta({ description: 'YYYY-MM-DD' }),
  note: z.string(),
  inspector_name: z.string().nullable().meta({ description: 'Null once the inspector’s account is gone' }),
  photo_urls: z
    .array(z.string())
    .meta({ description: 'Private photos of the visit, through GET /api/admin/files/...' }),
  created_at: TimestampSchema,
});
export type PropertyInspectionRecord = z.infer<typeof PropertyInspectionRecord>;

export const PropertyRecord = z.object({
  id: IdSchema,
  status: z.enum(PROPERTY_STATUSES),
  ...LISTING_RECORD_FIELDS,
  features: z.array(z.string()),
  tags: z.array(z.string()),
  views: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  geocoded_at: NullableTimestamp,
  inspected_at: NullableTimestamp.meta({ description: 'The latest staff visit (the "Inspected" badge)' }),
  owner_id: IdSchema,
  owner_name: z.string(),
  owner_email: z.string(),
  agent_id: IdSchema.nullable(),
  agency_id: IdSchema.nullable(),
  application_id: IdSchema.nullable().meta({ description: 'The listing application it came from' }),
  published_at: NullableTimestamp,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  image_count: z.number().int(),
  images: z.array(PropertyImageRecord),
  inspections: z
    .array(PropertyInspectionRecord)
    .optional()
    .meta({ description: 'Staff visits, latest first; only on the single record (GET /properties/{id})' }),
});
export type PropertyRecord = z.infer<typeof PropertyRecord>;
