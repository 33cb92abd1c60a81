import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PaginationQuery, pageCount, paginated, queryBoolean, queryInt, queryList } from './query';

describe('PaginationQuery', () => {
  it('defaults page to 1 and size to 10', () => {
    expect(PaginationQuery.parse({})).toEqual({ page: 1, size: 10 });
    expect(PaginationQuery.parse({ page: '', size: '' })).toEqual({ page: 1, size: 10 });
  });

  it('coerces strings and accepts numbers', () => {
    expect(PaginationQuery.parse({ page: '3', size: '25' })).toEqual({ page: 3, size: 25 });
    expect(PaginationQuery.parse({ page: 2, size: 50 })).toEqual({ page: 2, size: 50 });
  });

  it('rejects a page below 1, a size outside 1..50 and fractions', () => {
    expect(PaginationQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(PaginationQuery.safeParse({ size: '0' }).success).toBe(false);
    expect(PaginationQuery.safeParse({ size: '51' }).success).toBe(false);
    expect(PaginationQuery.safeParse({ page: '1.5' }).success).toBe(false);
    expect(PaginationQuery.safeParse({ page: 'two' }).success).toBe(false);
  });
});

describe('query parameters', () => {
  const schema = z.object({ n: queryInt(0, 10), flag: queryBoolean(), tags: queryList(3) });

  it('ignore empty values', () => {
    expect(schema.parse({ n: '', flag: '', tags: '' })).toEqual({
      n: undefined,
      flag: undefined,
      tags: undefined,
    });
    expect(schema.parse({ tags: ['', ' '] }).tags).toBeUndefined();
  });

  it('parse given values', () => {
    expect(schema.parse({ n: '7', flag: 'true', tags: 'a, b,,c' })).toEqual({
      n: 7,
      flag: true,
      tags: ['a', 'b', 'c'],
    });
    expect(schema.parse({ flag: '0', tags: ['x', 'y'] })).toEqual({ flag: false, tags: ['x', 'y'] });
  });

  it('reject malformed values', () => {
    expect(schema.safeParse({ n: '11' }).success).toBe(false);
    expect(schema.safeParse({ flag: 'yes' }).success).toBe(false);
    expect(schema.safeParse({ tags: 'a,b,c,d' }).success).toBe(false);
  });
});

describe('paginated', () => {
  const Page = paginated('agent', z.object({ id: z.string() }));

  it('puts the items under the given key with totals', () => {
    const page = { agent: [{ id: 'a' }], totalItems: 11, totalPages: 2 };
    expect(Page.parse(page)).toEqual(page);
  });

  it('requires the key and non-negative whole totals', () => {
    expect(Page.safeParse({ totalItems: 0, totalPages: 0 }).success).toBe(false);
    expect(Page.safeParse({ agent: [], totalItems: -1, totalPages: 0 }).success).toBe(false);
    expect(Page.safeParse({ agent: [], totalItems: 1.5, totalPages: 0 }).success).toBe(false);
  });
});

describe('pageCount', () => {
  it('rounds up and is 0 for nothing', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(5, 0)).toBe(0);
  });
});
