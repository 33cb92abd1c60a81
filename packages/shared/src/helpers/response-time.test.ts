import { describe, expect, it } from 'vitest';
import { responseTimeLabel } from './response-time';

describe('responseTimeLabel', () => {
  it('rounds the median up to the hour, then to the day', () => {
    expect(responseTimeLabel(0)).toBe('Usually replies within an hour');
    expect(responseTimeLabel(60)).toBe('Usually replies within an hour');
    expect(responseTimeLabel(61)).toBe('Usually replies within 2 hours');
    expect(responseTimeLabel(120)).toBe('Usually replies within 2 hours');
    expect(responseTimeLabel(23 * 60)).toBe('Usually replies within 23 hours');
    expect(responseTimeLabel(23 * 60 + 1)).toBe('Usually replies within a day');
    expect(responseTimeLabel(1441)).toBe('Usually replies within 2 days');
  });
});
