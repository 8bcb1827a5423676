import { changeLanguage } from '@chargesetu/web/i18n';
import { stationsFoundText, stationsHeading } from './finder-text';

describe('the results heading (docs/product.md §2.2)', () => {
  it('reads "All Stations" without a state', () => {
    expect(stationsHeading('', '')).toBe('All Stations');
  });

  it('names the state, then the city and state', () => {
    expect(stationsHeading('Karnataka', '')).toBe('Stations in Karnataka');
    expect(stationsHeading('Karnataka', 'Mysuru')).toBe('Stations in Mysuru, Karnataka');
  });

  it('ignores a city without a state', () => {
    expect(stationsHeading('', 'Pune')).toBe('All Stations');
  });
});

describe('the count badge "{n} Station(s) Found"', () => {
  it('is singular for exactly one station and plural otherwise', () => {
    expect(stationsFoundText(1)).toBe('1 Station Found');
    expect(stationsFoundText(0)).toBe('0 Stations Found');
    expect(stationsFoundText(179)).toBe('179 Stations Found');
  });
});

describe('the heading and count badge in Hindi (issue #20)', () => {
  it('puts the place first and keeps the count in Latin digits', async () => {
    await changeLanguage('hi');
    expect(stationsHeading('Maharashtra', 'Pune')).toBe('Pune, Maharashtra में स्टेशन');
    expect(stationsFoundText(12)).toBe('12 स्टेशन मिले');
  });
});
