import { istInstant } from '../time/ist';
import { isOpenNow, openStatus, openStatusText } from './open-status';

// 2026-11-23 is a Monday. Times are IST.
const at = (date: string, hhmm: string) => istInstant(date, hhmm);
const MON = '2026-11-23';
const SAT = '2026-11-28';
const SUN = '2026-11-29';
/** Mon–Fri 08:00–20:00, Sat 09:00–18:00, Sunday closed: a shape the catalogue uses. */
const OFFICE = {
  monday: { open: '08:00', close: '20:00' },
  tuesday: { open: '08:00', close: '20:00' },
  wednesday: { open: '08:00', close: '20:00' },
  thursday: { open: '08:00', close: '20:00' },
  friday: { open: '08:00', close: '20:00' },
  saturday: { open: '09:00', close: '18:00' },
};
const text = (hours: unknown, now: Date) => openStatusText(openStatus(hours, now), now);

describe('openStatus', () => {
  it('is always open for 24/7 hours, whatever the time', () => {
    expect(openStatus('24/7', at(MON, '03:00'))).toEqual({ kind: 'always' });
    expect(openStatus({ open: '00:00', close: '24:00' }, at(MON, '03:00'))).toEqual({ kind: 'always' });
  });

  it('is open between opening and closing, in IST, with the closing time', () => {
    expect(openStatus(OFFICE, at(MON, '08:00'))).toEqual({
      kind: 'open',
      closesAt: { date: MON, time: '20:00' },
    });
    // 14:00Z is 19:30 IST: still open, although it is another hour in UTC and in the browser's zone.
    expect(isOpenNow(OFFICE, new Date('2026-11-23T14:00:00.000Z'))).toBe(true);
  });

  it('is closed before opening and from closing time on, with the next opening', () => {
    expect(openStatus(OFFICE, at(MON, '07:59'))).toEqual({
      kind: 'closed',
      opensAt: { date: MON, time: '08:00' },
    });
    expect(openStatus(OFFICE, at(MON, '20:00'))).toEqual({
      kind: 'closed',
      opensAt: { date: '2026-11-24', time: '08:00' },
    });
    // Saturday evening: closed on Sunday, so the next opening is Monday.
    expect(openStatus(OFFICE, at(SAT, '18:30'))).toEqual({
      kind: 'closed',
      opensAt: { date: '2026-11-30', time: '08:00' },
    });
    expect(isOpenNow(OFFICE, at(SUN, '12:00'))).toBe(false);
  });

  it('counts hours that run past midnight on the next day', () => {
    const bar = { friday: { open: '18:00', close: '02:00' } };
    expect(openStatus(bar, at(SAT, '01:00'))).toEqual({
      kind: 'open',
      closesAt: { date: SAT, time: '02:00' },
    });
    expect(openStatus(bar, at('2026-11-27', '23:00'))).toEqual({
      kind: 'open',
      closesAt: { date: SAT, time: '02:00' },
    });
    expect(isOpenNow(bar, at(SAT, '02:00'))).toBe(false);
  });

  it('joins days that run into each other: open all Saturday closes when Sunday closes', () => {
    const hours = { saturday: '24/7', sunday: { open: '00:00', close: '12:00' } };
    expect(openStatus(hours, at(SAT, '22:00'))).toEqual({
      kind: 'open',
      closesAt: { date: SUN, time: '12:00' },
    });
  });

  it('never opens when no day has hours, and is unknown when the hours cannot be read', () => {
    expect(openStatus({ monday: 'closed' }, at(MON, '10:00'))).toEqual({ kind: 'closed', opensAt: null });
    expect(openStatus('sometimes', at(MON, '10:00'))).toEqual({ kind: 'unknown' });
    expect(isOpenNow('sometimes', at(MON, '10:00'))).toBe(false);
  });
});

describe('openStatusText', () => {
  it('says when a closed station opens: today, tomorrow or on a weekday', () => {
    expect(text(OFFICE, at(MON, '06:00'))).toBe('Closed now · opens at 08:00');
    expect(text(OFFICE, at(MON, '21:00'))).toBe('Closed now · opens tomorrow at 08:00');
    expect(text(OFFICE, at(SAT, '19:00'))).toBe('Closed now · opens Monday at 08:00');
    expect(text({ monday: 'closed' }, at(MON, '10:00'))).toBe('Closed now');
  });

  it('says when an open station closes, and "Open 24 hours" for 24×7', () => {
    expect(text(OFFICE, at(MON, '10:00'))).toBe('Open now · closes at 20:00');
    expect(text({ open: '06:00', close: '24:00' }, at(MON, '23:00'))).toBe('Open now · closes at midnight');
    expect(text({ friday: { open: '18:00', close: '02:00' } }, at('2026-11-27', '20:00'))).toBe(
      'Open now · closes tomorrow at 02:00',
    );
    expect(text('24/7', at(MON, '03:00'))).toBe('Open 24 hours');
    // Open round the clock but for Sunday's 06:00–23:00: on Wednesday it closes at Saturday's midnight.
    const allButSunday = {
      ...Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [d, '24/7']),
      ),
      sunday: { open: '06:00', close: '23:00' },
    };
    expect(text(allButSunday, at('2026-11-25', '03:00'))).toBe('Open now · closes Saturday at midnight');
    expect(text(allButSunday, at('2026-11-27', '03:00'))).toBe('Open now · closes tomorrow at midnight');
    expect(text(allButSunday, at(SUN, '23:30'))).toBe('Closed now · opens at midnight');
  });

  it('says "Hours not available" when the hours cannot be read', () => {
    expect(text(undefined, at(MON, '10:00'))).toBe('Hours not available');
  });
});

describe('openStatusText in Hindi', () => {
  const hi = (hours: unknown, now: Date) => openStatusText(openStatus(hours, now), now, 'hi');

  it('says when a closed station opens: today, tomorrow or on a weekday', () => {
    expect(hi(OFFICE, at(MON, '06:00'))).toBe('अभी बंद · 08:00 बजे खुलेगा');
    expect(hi(OFFICE, at(MON, '21:00'))).toBe('अभी बंद · कल 08:00 बजे खुलेगा');
    expect(hi(OFFICE, at(SAT, '19:00'))).toBe('अभी बंद · सोमवार 08:00 बजे खुलेगा');
    expect(hi({ monday: 'closed' }, at(MON, '10:00'))).toBe('अभी बंद');
  });

  it('says when an open station closes, midnight included, and 24 घंटे खुला for 24×7', () => {
    expect(hi(OFFICE, at(MON, '10:00'))).toBe('अभी खुला · 20:00 बजे बंद होगा');
    expect(hi({ open: '06:00', close: '24:00' }, at(MON, '23:00'))).toBe('अभी खुला · आधी रात को बंद होगा');
    expect(hi({ saturday: { open: '18:00', close: '24:00' } }, at('2026-11-25', '10:00'))).toBe(
      'अभी बंद · शनिवार 18:00 बजे खुलेगा',
    );
    expect(hi('24/7', at(MON, '03:00'))).toBe('24 घंटे खुला');
  });

  it('says the hours are not known when they cannot be read', () => {
    expect(hi(undefined, at(MON, '10:00'))).toBe('समय की जानकारी नहीं है');
  });
});
