import { describe, expect, it } from 'vitest';
import { instantOf, localDateOf, viewingSlots } from './viewing-slots';

const iso = (slots: { startsAt: Date }[]) => slots.map((slot) => slot.startsAt.toISOString());

describe('viewing slots', () => {
  // 2026-12-01 is a Tuesday.
  const tuesday = { weekday: 2, startMinute: 10 * 60, endMinute: 12 * 60 + 30, slotMinutes: 60 };
  const from = new Date('2026-11-30T00:00:00Z');
  const to = new Date('2026-12-03T00:00:00Z');

  it('turns local hours into instants in each zone (Lagos is UTC+1, Freetown UTC+0)', () => {
    expect(instantOf('2026-12-01', 600, 'Africa/Lagos').toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(instantOf('2026-12-01', 600, 'Africa/Freetown').toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(localDateOf(new Date('2026-11-30T23:30:00Z'), 'Africa/Lagos')).toBe('2026-12-01');
    expect(localDateOf(new Date('2026-11-30T23:30:00Z'), 'Africa/Freetown')).toBe('2026-11-30');
  });

  it('fits whole slots only, on the weekday, minus busy times and times already past', () => {
    const weekly = [{ ...tuesday, timeZone: 'Africa/Lagos' }];
    const all = viewingSlots({ weekly, exceptions: [], busy: [], from, to, notBefore: from });
    // 10:00 and 11:00 Lagos; 12:00–13:00 would pass 12:30.
    expect(iso(all)).toEqual(['2026-12-01T09:00:00.000Z', '2026-12-01T10:00:00.000Z']);
    const busy = [{ startsAt: new Date('2026-12-01T09:30:00Z'), endsAt: new Date('2026-12-01T10:15:00Z') }];
    expect(viewingSlots({ weekly, exceptions: [], busy, from, to, notBefore: from })).toEqual([]);
    const later = viewingSlots({
      weekly,
      exceptions: [],
      busy: [],
      from,
      to,
      notBefore: new Date('2026-12-01T09:30:00Z'),
    });
    expect(iso(later)).toEqual(['2026-12-01T10:00:00.000Z']);
  });

  it('a closed date removes its weekly hours; extra hours add slots that day', () => {
    const weekly = [{ ...tuesday, timeZone: 'Africa/Freetown' }];
    const closed = [
      {
        date: '2026-12-01',
        closed: true,
        startMinute: null,
        endMinute: null,
        slotMinutes: null,
        timeZone: 'Africa/Freetown',
      },
    ];
    expect(viewingSlots({ weekly, exceptions: closed, busy: [], from, to, notBefore: from })).toEqual([]);
    const extra = [
      {
        date: '2026-12-02',
        closed: false,
        startMinute: 18 * 60,
        endMinute: 19 * 60,
        slotMinutes: 30,
        timeZone: 'Africa/Freetown',
      },
    ];
    expect(
      iso(viewingSlots({ weekly, exceptions: [...closed, ...extra], busy: [], from, to, notBefore: from })),
    ).toEqual(['2026-12-02T18:00:00.000Z', '2026-12-02T18:30:00.000Z']);
  });
});
