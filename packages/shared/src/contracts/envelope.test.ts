import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AnyEnvelope, envelope, FailEnvelope, successEnvelope } from './envelope';

describe('JSend envelopes', () => {
  const Data = z.object({ count: z.number() });

  it('successEnvelope checks data', () => {
    expect(successEnvelope(Data).safeParse({ status: 'success', data: { count: 1 } }).success).toBe(true);
    expect(
      successEnvelope(Data).safeParse({ status: 'success', message: 'ok', data: { count: 'one' } }).success,
    ).toBe(false);
  });

  it('fail carries a message and per-field errors', () => {
    expect(
      FailEnvelope.parse({
        status: 'fail',
        message: 'Invalid input',
        errors: { email: ['Enter a valid email address'] },
      }),
    ).toMatchObject({ errors: { email: ['Enter a valid email address'] } });
    expect(FailEnvelope.safeParse({ status: 'fail' }).success).toBe(false);
  });

  it('envelope accepts any of the three shapes', () => {
    const Answer = envelope(Data);
    expect(Answer.safeParse({ status: 'error', message: 'Something went wrong' }).success).toBe(true);
    expect(Answer.safeParse({ status: 'fail', message: 'Not found' }).success).toBe(true);
    expect(Answer.safeParse({ status: 'success', data: { count: 2 } }).success).toBe(true);
    expect(Answer.safeParse({ status: 'ok' }).success).toBe(false);
  });

  it('AnyEnvelope reads answers without knowing the data', () => {
    expect(AnyEnvelope.safeParse({ status: 'success', message: 'Logout successful' }).success).toBe(true);
  });
});
