import { Unavailable } from '@chargesetu/shared/domain';
import { aBooking, aVehicle, memoryData, smallCatalogue } from '../../testing';
import { answerOffline } from './offline-assistant';

const stations = smallCatalogue();
const NOW = new Date('2026-11-22T04:30:00.000Z');

describe('answerOffline', () => {
  it('reads only what the question needs and records each read as a tool run', async () => {
    const data = memoryData({ stations, vehicles: [aVehicle()] });
    const a = await answerOffline('stations in Bangalore', data, { now: NOW });
    expect(data.reads).toEqual(['stations {}']);
    expect(a).toMatchObject({
      intent: 'find_stations',
      place: { kind: 'city', city: 'Bengaluru' },
      tools: [{ name: 'search_stations', arguments: {}, ok: true, summary: `${stations.length} stations` }],
    });
    const bengaluru = stations.filter((s) => s.address.city === 'Bengaluru').map((s) => s.id);
    expect([...a.stationIds].sort()).toEqual([...bengaluru].sort());

    const mine = memoryData({ stations, vehicles: [aVehicle()] });
    const b = await answerOffline('show my vehicles', mine, { now: NOW });
    expect(mine.reads).toEqual(['stations {}', 'vehicles']);
    expect(b.tools.map((t) => t.name)).toEqual(['search_stations', 'list_my_vehicles']);
  });

  it('checks availability of the named station for the date asked', async () => {
    const ub = stations.find((s) => s.name.endsWith('UB City'))!;
    const data = memoryData({
      stations,
      slots: {
        [ub.id]: [
          { time: '18:00', available: false },
          { time: '18:30', available: true },
        ],
      },
    });
    const a = await answerOffline('is UB City free tomorrow at 6 pm?', data, { now: NOW });
    expect(data.reads).toContain(`availability ${ub.id} 2026-11-23`);
    expect(a.message).toContain('6:00 PM is **not available**');
    expect(a.message).toContain('Next free slots: 6:30 PM');
    expect(a.stationIds).toEqual([ub.id]);
  });

  it('for a date outside today … 30 days ahead, says which days it can check instead of failing', async () => {
    const ub = stations.find((s) => s.name.endsWith('UB City'))!;
    const data = memoryData({ stations });
    // As the bookings service answered such dates: a failure, never a clear refusal.
    data.availability = async () => {
      throw new Unavailable('The bookings service cannot be read right now. Please try again in a moment.');
    };
    for (const asked of ['on 9999-12-31', 'on 0100-01-01', 'on 2027-01-15']) {
      const a = await answerOffline(`free slots at UB City ${asked}`, data, { now: NOW });
      expect(a.message).toBe(
        `I can check slots only from today (22 Nov 2026) up to 30 days ahead (22 Dec 2026), so not ${asked.slice(3)}. Please pick a date in that range.`,
      );
      expect(a.stationIds).toEqual([ub.id]);
    }
    expect(data.reads.filter((r) => r.startsWith('availability'))).toEqual([]);
  });

  it('lists the user’s bookings that can be paid under the payment steps', async () => {
    const pending = aBooking(stations[0], {
      startTime: '2026-11-24T04:30:00.000Z',
      status: 'pending',
      holdExpiresAt: '2026-11-22T04:45:00.000Z',
    });
    const a = await answerOffline('how do I pay?', memoryData({ stations, bookings: [pending] }), {
      now: NOW,
    });
    expect(a.intent).toBe('how_to_pay');
    expect(a.message).toContain(`[Pay Now](/payment/${pending.id})`);
  });

  it('fails loudly (for the caller to apologise) when a neighbour is down', async () => {
    const data = {
      ...memoryData({ stations }),
      myBookings: () => Promise.reject(new Error('bookings answered 503')),
    };
    await expect(answerOffline('show my bookings', data, { now: NOW })).rejects.toThrow(
      'bookings answered 503',
    );
  });
});
