import type { StationFreeNow } from '@chargesetu/shared/contracts';
import { availabilityView } from './availability';

const figure = (freeNow: number, totalChargers: number, level: StationFreeNow['level']): StationFreeNow => ({
  stationId: 1,
  freeNow,
  totalChargers,
  level,
});

describe('availabilityView (live free-chargers figure)', () => {
  it('takes the level from the server and says the count behind it', () => {
    expect(availabilityView(figure(2, 4, 'Available'), false)).toEqual({
      level: 'Available',
      text: '2 of 4 chargers free now',
    });
    expect(availabilityView(figure(1, 3, 'Limited'), false)).toEqual({
      level: 'Limited',
      text: '1 of 3 chargers free now',
    });
    expect(availabilityView(figure(0, 1, 'Busy'), false)).toEqual({
      level: 'Busy',
      text: '0 of 1 charger free now',
    });
  });

  it('a station without chargers is Busy with its own words', () => {
    expect(availabilityView(figure(0, 0, 'Busy'), false)).toEqual({
      level: 'Busy',
      text: 'No chargers listed',
    });
  });

  it('is unknown (not invented) while loading or when the station is not in the answer', () => {
    expect(availabilityView(undefined, true)).toEqual({ level: null, text: 'Checking availability…' });
    expect(availabilityView(undefined, false)).toEqual({ level: null, text: 'Live availability unknown' });
  });
});
