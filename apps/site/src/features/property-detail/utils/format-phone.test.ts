import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone';

describe('formatPhone', () => {
  it('groups Nigerian and Sierra Leonean numbers', () => {
    expect(formatPhone('+2348031234567')).toBe('+234 803 123 4567');
    expect(formatPhone('+23276123456')).toBe('+232 76 123 456');
  });

  it('leaves anything else as stored', () => {
    expect(formatPhone('+441234567890')).toBe('+441234567890');
    expect(formatPhone('0803')).toBe('0803');
  });
});
