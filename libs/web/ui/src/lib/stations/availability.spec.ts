import type { StationFreeNow } from '@chargesetu/shared/contracts';
import { changeLanguage } from '@chargesetu/web/i18n';
import { availabilityView } from './availability';

const figure = (
  freeNow: number,
  totalChargers: number,
  level: StationFreeNow['level'],
  source: StationFreeNow['source'] = 'bookings',
): StationFreeNow => ({ stationId: 1, freeNow, totalChargers, level, source });
const estimated = { source: 'bookings', sourceText: 'Estimated from bookings' };

describe('availabilityView (live free-chargers figure)', () => {
  it('takes the level from the server and says the count behind it', () => {
    expect(availabilityView(figure(2, 4, 'Available'), false)).toEqual({
      level: 'Available',
      levelText: 'Available',
      text: '2 of 4 chargers free now',
      ...estimated,
    });
    expect(availabilityView(figure(1, 3, 'Limited'), false)).toEqual({
      level: 'Limited',
      levelText: 'Limited',
      text: '1 of 3 chargers free now',
      ...estimated,
    });
    expect(availabilityView(figure(0, 1, 'Busy'), false)).toEqual({
      level: 'Busy',
      levelText: 'Busy',
      text: '0 of 1 charger free now',
      ...estimated,
    });
  });

  it('says whether the figure is the chargers’ own or estimated from bookings', () => {
    expect(availabilityView(figure(1, 2, 'Available', 'chargers'), false)).toMatchObject({
      source: 'chargers',
      sourceText: 'Live from the chargers',
    });
    const estimate: StationFreeNow = {
      stationId: 1,
      freeNow: 1,
      totalChargers: 2,
      level: 'Available',
      source: 'bookings',
    };
    expect(availabilityView(estimate, false)).toMatchObject(estimated);
  });

  it('a station without chargers is Busy with its own words', () => {
    expect(availabilityView(figure(0, 0, 'Busy'), false)).toEqual({
      level: 'Busy',
      levelText: 'Busy',
      text: 'No chargers listed',
      ...estimated,
    });
  });

  it('is unknown (not invented) while loading or when the station is not in the answer', () => {
    const unknown = { level: null, levelText: null, source: null, sourceText: null };
    expect(availabilityView(undefined, true)).toEqual({ ...unknown, text: 'Checking availability…' });
    expect(availabilityView(undefined, false)).toEqual({ ...unknown, text: 'Live availability unknown' });
  });

  it('says the level, the count and the source in Hindi (issue #20)', async () => {
    await changeLanguage('hi');
    const view = availabilityView(figure(1, 3, 'Limited'), false);
    expect(view.level).toBe('Limited');
    expect(view.levelText).toBe('सीमित');
    expect(view.text).not.toMatch(/free now/);
    expect(availabilityView(figure(2, 4, 'Available'), false).levelText).toBe('उपलब्ध');
    expect(availabilityView(figure(0, 1, 'Busy'), false).levelText).toBe('व्यस्त');
  });
});
