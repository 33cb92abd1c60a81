import { describe, expect, it } from 'vitest';
import { lastStartIndex, smallImageIndexes, stepStartIndex } from './gallery-index';

describe('the gallery index rule', () => {
  it('stops at images − 2 on wide screens and images − 1 on narrow ones', () => {
    expect(lastStartIndex(8, true)).toBe(6);
    expect(lastStartIndex(8, false)).toBe(7);
    expect(lastStartIndex(2, true)).toBe(0);
    expect(lastStartIndex(1, true)).toBe(0);
    expect(lastStartIndex(1, false)).toBe(0);
    expect(lastStartIndex(0, false)).toBe(0);
  });

  it('steps forward and back within those bounds', () => {
    expect(stepStartIndex(0, 1, 5, true)).toBe(1);
    expect(stepStartIndex(3, 1, 5, true)).toBe(3);
    expect(stepStartIndex(3, 1, 5, false)).toBe(4);
    expect(stepStartIndex(4, 1, 5, false)).toBe(4);
    expect(stepStartIndex(0, -1, 5, true)).toBe(0);
    expect(stepStartIndex(2, -1, 5, true)).toBe(1);
  });

  it('pulls a start index back in range when the screen narrows or widens', () => {
    // Narrow at the last picture, then the window widens: the start moves back one.
    expect(stepStartIndex(4, 0, 5, true)).toBe(3);
  });

  it('shows up to three small pictures after the large one', () => {
    expect(smallImageIndexes(0, 8)).toEqual([1, 2, 3]);
    expect(smallImageIndexes(5, 8)).toEqual([6, 7]);
    expect(smallImageIndexes(6, 8)).toEqual([7]);
    expect(smallImageIndexes(0, 1)).toEqual([]);
  });
});
