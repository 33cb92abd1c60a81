import { describe, expect, it } from 'vitest';
import { hasSessionHint, SESSION_HINT_COOKIE } from './session-hint';

describe('hasSessionHint', () => {
  it('finds the hint among other cookies, wherever it sits', () => {
    expect(hasSessionHint(`${SESSION_HINT_COOKIE}=1`)).toBe(true);
    expect(hasSessionHint(`theme=dark; ${SESSION_HINT_COOKIE}=1; lang=en`)).toBe(true);
  });

  it('is false without the cookie, for a cleared one and for a name that only ends alike', () => {
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('theme=dark')).toBe(false);
    expect(hasSessionHint(`${SESSION_HINT_COOKIE}=`)).toBe(false);
    expect(hasSessionHint(`x${SESSION_HINT_COOKIE}=1`)).toBe(false);
  });
});
