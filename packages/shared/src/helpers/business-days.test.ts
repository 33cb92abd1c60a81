import { describe, expect, it } from 'vitest';
import { businessDaysBetween, isPastReviewSla, reviewSlaCutoff } from './business-days';

// Local times in Lagos (UTC+1) and Freetown (UTC+0).
const lagos = (iso: string) => new Date(`${iso}+01:00`);
const freetown = (iso: string) => new Date(`${iso}Z`);

describe('business days', () => {
  it('counts working days after the day it arrived, up to today', () => {
    // Mon 16 Nov 2026 → Tue 17 Nov: one day.
    expect(businessDaysBetween(lagos('2026-11-16T09:00:00'), lagos('2026-11-17T08:00:00'), 'NG')).toBe(1);
    // Fri 20 Nov → Mon 23 Nov: the weekend does not count.
    expect(businessDaysBetween(lagos('2026-11-20T17:00:00'), lagos('2026-11-23T09:00:00'), 'NG')).toBe(1);
    // The same day: nothing waited yet.
    expect(businessDaysBetween(lagos('2026-11-23T08:00:00'), lagos('2026-11-23T18:00:00'), 'NG')).toBe(0);
  });

  it('skips each country’s public holidays', () => {
    // Thu 1 Oct 2026 is Independence Day in Nigeria, a working day in Sierra Leone.
    expect(businessDaysBetween(lagos('2026-09-30T10:00:00'), lagos('2026-10-02T10:00:00'), 'NG')).toBe(1);
    expect(businessDaysBetween(freetown('2026-09-30T10:00:00'), freetown('2026-10-02T10:00:00'), 'SL')).toBe(
      2,
    );
    // Mon 27 Apr 2026 is Independence Day in Sierra Leone.
    expect(businessDaysBetween(freetown('2026-04-24T10:00:00'), freetown('2026-04-28T10:00:00'), 'SL')).toBe(
      1,
    );
    // Christmas week 2026 in Nigeria: Fri 25 and Mon 28 (Boxing Day moved) are holidays.
    expect(businessDaysBetween(lagos('2026-12-24T10:00:00'), lagos('2026-12-29T10:00:00'), 'NG')).toBe(1);
  });

  it('uses the country’s own calendar day: 23:30 in Lagos is the next day in UTC terms only after midnight', () => {
    // 23:30 Lagos on Monday is 22:30 UTC Monday; Tuesday 00:30 Lagos is Monday 23:30 UTC.
    expect(businessDaysBetween(lagos('2026-11-16T23:30:00'), lagos('2026-11-17T00:30:00'), 'NG')).toBe(1);
  });

  it('is past the promise after more than 7 business days', () => {
    const sent = lagos('2026-11-16T10:00:00'); // Monday
    expect(isPastReviewSla(sent, lagos('2026-11-25T10:00:00'), 'NG')).toBe(false); // 7 days: Wed next week
    expect(isPastReviewSla(sent, lagos('2026-11-26T10:00:00'), 'NG')).toBe(true); // 8
  });

  it('gives the cutoff a database compares created_at with, agreeing with isPastReviewSla', () => {
    const now = lagos('2026-11-26T10:00:00');
    const cutoff = reviewSlaCutoff(now, 'NG');
    expect(isPastReviewSla(new Date(cutoff.getTime() - 1), now, 'NG')).toBe(true);
    expect(isPastReviewSla(cutoff, now, 'NG')).toBe(false);
    // Over a month of arrival times every hour, the cutoff and the count agree.
    for (let t = now.getTime() - 30 * 86_400_000; t < now.getTime(); t += 3_600_000) {
      expect(new Date(t) < cutoff, new Date(t).toISOString()).toBe(isPastReviewSla(new Date(t), now, 'NG'));
    }
    const sl = reviewSlaCutoff(freetown('2026-11-26T10:00:00'), 'SL');
    for (let t = sl.getTime() - 5 * 86_400_000; t < sl.getTime() + 5 * 86_400_000; t += 3_600_000)
      expect(new Date(t) < sl).toBe(isPastReviewSla(new Date(t), freetown('2026-11-26T10:00:00'), 'SL'));
  });
});
