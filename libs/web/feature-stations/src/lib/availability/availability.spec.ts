import { availabilityBadge } from './availability';

describe('availabilityBadge (live free-chargers figure)', () => {
  it('takes the level from the server and says the count behind it', () => {
    expect(availabilityBadge({ stationId: 1, totalChargers: 4, freeNow: 2, level: 'Available' })).toEqual({
      level: 'Available',
      description: '2 of 4 chargers free now',
    });
    expect(availabilityBadge({ stationId: 1, totalChargers: 3, freeNow: 1, level: 'Limited' })).toEqual({
      level: 'Limited',
      description: '1 of 3 chargers free now',
    });
    expect(availabilityBadge({ stationId: 1, totalChargers: 1, freeNow: 0, level: 'Busy' })).toEqual({
      level: 'Busy',
      description: '0 of 1 charger free now',
    });
  });

  it('a station without chargers is Busy with its own words', () => {
    expect(availabilityBadge({ stationId: 1, totalChargers: 0, freeNow: 0, level: 'Busy' })).toEqual({
      level: 'Busy',
      description: 'No chargers listed',
    });
  });

  it('an unknown station (loading, failed, or left out of the answer) has no level', () => {
    expect(availabilityBadge(undefined)).toEqual({ level: null, description: 'Live availability unknown' });
  });
});
