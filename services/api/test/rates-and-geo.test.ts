import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryFromAcceptLanguage } from '../src/modules/geo/visitor-country';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('exchange rates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('says so while no rates are stored', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/rates' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', message: 'Exchange rates are not available yet' });
  });

  it('answers the USD quote table, stale once its oldest quote passes 48 hours', async () => {
    const db = t.database.db;
    await db
      .insertInto('exchange_rates')
      .values([
        { quote: 'USDNGN', rate: 1550.5, source: 'test', fetched_at: new Date() },
        { quote: 'USDSLE', rate: 22.7, source: 'test', fetched_at: new Date() },
      ])
      .execute();
    const fresh = await t.app.inject({ method: 'GET', url: '/api/v1/rates' });
    expect(fresh.json().data).toMatchObject({
      base: 'USD',
      quotes: { USDNGN: 1550.5, USDSLE: 22.7 },
      stale: false,
    });

    await db
      .updateTable('exchange_rates')
      .set({ fetched_at: new Date(Date.now() - 49 * 3600_000) })
      .where('quote', '=', 'USDSLE')
      .execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/rates' })).json().data.stale).toBe(true);
  });

  it('tells the visitor’s country and currency from Accept-Language, else Nigeria', async () => {
    const ask = (language?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/geo/country',
        headers: language ? { 'accept-language': language } : {},
      });
    expect((await ask('en-SL,en;q=0.8')).json().data).toEqual({
      country: 'SL',
      currency: 'SLE',
      source: 'accept-language',
    });
    expect((await ask('en-GB')).json().data).toEqual({
      country: 'GB',
      currency: 'GBP',
      source: 'accept-language',
    });
    expect((await ask()).json().data).toEqual({ country: 'NG', currency: 'NGN', source: 'default' });
    expect((await ask('en')).json().data.source).toBe('default');
  });
});

describe('countryFromAcceptLanguage', () => {
  it('follows q-values and skips tags without a region', () => {
    expect(countryFromAcceptLanguage('fr;q=0.9, en-NG;q=0.5, de-DE;q=0.7')).toBe('DE');
    expect(countryFromAcceptLanguage('zh-Hant-TW')).toBe('TW');
    expect(countryFromAcceptLanguage('en-US;q=0')).toBeUndefined();
    expect(countryFromAcceptLanguage('')).toBeUndefined();
  });
});
