import {
  normalizeQuestion,
  readDate,
  readEnergyKwh,
  readMinutes,
  readPercentRange,
  readPowerKw,
  readTime,
} from './slots';

const read = (text: string) => normalizeQuestion(text);
// Sunday 22 Nov 2026, 10:00 IST.
const NOW = new Date('2026-11-22T04:30:00.000Z');

describe('reading figures from a question', () => {
  it('reads power in kW, not kWh', () => {
    expect(readPowerKw(read('cost at 60 kW'))).toBe(60);
    expect(readPowerKw(read('a 7.4kw charger'))).toBe(7.4);
    expect(readPowerKw(read('20 kWh please'))).toBeUndefined();
  });

  it('reads energy in kWh or units', () => {
    expect(readEnergyKwh(read('cost of 20 kWh'))).toBe(20);
    expect(readEnergyKwh(read('15 units'))).toBe(15);
    expect(readEnergyKwh(read('60 kW'))).toBeUndefined();
  });

  it.each([
    ['for 1 hour', 60],
    ['for 2 hrs', 120],
    ['1.5 hours', 90],
    ['a 30-minute slot', 30],
    ['45 mins', 45],
    ['half an hour', 30],
    ['an hour and a half', 90],
    ['an hour', 60],
    ['2 ghante', 120],
  ])('reads "%s" as %i minutes', (text, minutes) => {
    expect(readMinutes(read(text))).toBe(minutes);
  });

  it('reads battery ranges', () => {
    expect(readPercentRange(read('from 20 to 80%'))).toEqual({ from: 20, to: 80 });
    expect(readPercentRange(read('20% to 80%'))).toEqual({ from: 20, to: 80 });
    expect(readPercentRange(read('10-90%'))).toEqual({ from: 10, to: 90 });
    expect(readPercentRange(read('charge to 80%'))).toEqual({ to: 80 });
    expect(readPercentRange(read('charge it full'))).toEqual({ to: 100 });
    expect(readPercentRange(read('60 kW for 1 hour'))).toEqual({});
  });

  it.each([
    ['today', '2026-11-22', 'today'],
    ['aaj', '2026-11-22', 'today'],
    ['tomorrow', '2026-11-23', 'tomorrow'],
    ['kal', '2026-11-23', 'tomorrow'],
    ['day after tomorrow', '2026-11-24', 'the day after tomorrow'],
    ['on Saturday', '2026-11-28', 'on Saturday'],
    ['on sunday', '2026-11-22', 'today'],
    ['25th Dec', '2026-12-25', 'on 2026-12-25'],
    ['March 3', '2027-03-03', 'on 2027-03-03'],
    ['2026-12-01', '2026-12-01', '2026-12-01'],
  ])('reads "%s" as %s (IST)', (text, date, label) => {
    expect(readDate(read(text), NOW)).toEqual({ date, label });
  });

  it('ignores words that only look like dates', () => {
    expect(readDate(read('Phoenix Marketcity 5 chargers'), NOW)).toBeUndefined();
    expect(readDate(read('may I book?'), NOW)).toBeUndefined();
  });

  it('reads clock times as IST HH:MM', () => {
    expect(readTime(read('at 6 pm'))).toBe('18:00');
    expect(readTime(read('6:30pm'))).toBe('18:30');
    expect(readTime(read('12 am'))).toBe('00:00');
    expect(readTime(read('at 18:00'))).toBe('18:00');
    expect(readTime(read('13 pm'))).toBeUndefined();
  });
});
