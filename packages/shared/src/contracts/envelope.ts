import { z } from 'zod';

/** JSend: 2xx answers. */
export const SuccessEnvelope = z.object({
  status: z.literal('success'),
  message: z.string().optional(),
  data: z.unknown().optional(),
});

/** JSend: 4xx answers, with per-field messages for bad input. */
export const FailEnvelope = z.object({
  status: z.literal('fail'),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type FailEnvelope = z.infer<typeof FailEnvelope>;

/** JSend: 5xx answers; never carries a stack, SQL or a secret. */
export const ErrorEnvelope = z.object({
  status: z.literal('error'),
  message: z.string(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** A success envelope whose `data` has the given shape. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.literal('success'),
    message: z.string().optional(),
    data,
  });
}

/** A success envelope that carries only a message. */
export const MessageEnvelope = SuccessEnvelope.omit({ data: true });

/** Any answer of a call whose success data has the given shape. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.discriminatedUnion('status', [successEnvelope(data), FailEnvelope, ErrorEnvelope]);
}

export const AnyEnvelope = z.discriminatedUnion('status', [SuccessEnvelope, FailEnvelope, ErrorEnvelope]);
export type AnyEnvelope = z.infer<typeof AnyEnvelope>;

export type SuccessEnvelope<T> = { status: 'success'; message?: string; data: T };
export type Envelope<T> = SuccessEnvelope<T> | FailEnvelope | ErrorEnvelope;
