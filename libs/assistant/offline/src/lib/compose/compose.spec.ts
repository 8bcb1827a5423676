import { aBooking, aStation, aVehicle, smallCatalogue } from '../../testing';
import { composeMyBookings, sortBookings } from './compose-bookings';
import { composeCheapest, composeCost } from './compose-prices';
import { composeAvailability } from './compose-station';
import { composeChargingTime } from './compose-vehicles';
import { composeFast, composeStations } from './compose-stations';

const stations = smallCatalogue();
const byName = (name: string) => stations.find((s) => s.name.endsWith(name))!;
const link = (s: { id: number; name: string }) => `[${s.name}](/station/${s.id})`;
const bengaluru = { kind: 'city' as const, city: 'Bengaluru', state: 'Karnataka' };

describe('station answers', () => {
  it('lists the stations of a place, best rated first, with chargers and prices', () => {
    const { message, shown } = composeStations(stations, { place: bengaluru });
    expect(shown.map((s) => s.name)).toEqual(['Zeon Charging – UB City', 'Statiq – Koramangala']);
    expect(message).toContain('**2 stations** in **Bengaluru, Karnataka**');
    expect(message).toContain(
      `- ${link(byName('UB City'))}, Bengaluru — CCS2 150 kW (Premium) at ₹25.00/kWh; CCS2 60 kW (DC) at ₹19.50/kWh; Type 2 22 kW (AC) at ₹17.50/kWh — ★ 4.1`,
    );
  });

  it('says when a place has nothing that fits and points elsewhere in the state', () => {
    const { message, shown } = composeStations(stations, {
      place: { kind: 'city', city: 'Mumbai', state: 'Maharashtra' },
      connector: 'CHAdeMO',
    });
    expect(shown).toEqual([]);
    expect(message).toContain("couldn't find stations with CHAdeMO in **Mumbai, Maharashtra**");
    expect(message).toMatch(/1 stations across India have CHAdeMO, for example in Hyderabad/);
  });

  it('fast means 100 kW or more; DC means above 40 kW', () => {
    expect(composeFast(stations, { place: bengaluru, dc: false }).shown.map((s) => s.name)).toEqual([
      'Zeon Charging – UB City',
    ]);
    const dc = composeFast(stations, { place: { kind: 'state', state: 'Telangana' }, dc: true });
    expect(dc.shown.map((s) => s.name)).toEqual(['GLIDA – Sarath City Capital Mall']);
    const none = composeFast(stations, { place: { kind: 'state', state: 'Telangana' }, dc: false });
    expect(none.message).toContain('No station in **Telangana** offers fast charging');
    expect(none.message).toContain('These have DC chargers above 40 kW');
  });

  it('ranks the cheapest price per kWh and totals a 30-minute slot', () => {
    const { message } = composeCheapest(stations, { place: bengaluru });
    expect(message.split('\n')[2]).toBe(
      `1. ${link(byName('Koramangala'))}, Bengaluru — Type 2 7 kW at **₹14.00/kWh** — a 30-minute slot ≈ ₹49.00 + fee and GST = **₹69.62**`,
    );
  });

  it('prices a power that no charger has exactly on the chargers able to deliver it', () => {
    const { message } = composeCost(stations, {
      station: byName('UB City'),
      basis: { powerKw: 100, minutes: 60 },
    });
    expect(message).toContain('on its CCS2 150 kW charger (₹25.00/kWh)');
    expect(message).toContain('₹25.00/kWh × 100 kW × 1 hour (100 kWh) = **₹2,500.00**');
    expect(message).toContain('**Total: ₹2,961.80**');
  });

  it('compares a place’s stations for an estimate, cheapest first', () => {
    const { message, shown } = composeCost(stations, {
      place: { kind: 'state', state: 'Maharashtra' },
      basis: { powerKw: 60, minutes: 30 },
    });
    expect(shown.map((s) => s.address.city)).toEqual(['Pune', 'Mumbai']);
    expect(message).toContain('**Total: ₹772.90**'); // 21.50 × 60 × 0.5 = 645; (645 + 10) × 1.18
  });

  it('groups free slots Morning / Afternoon / Evening and answers a given time', () => {
    const s = aStation({ name: 'Test – Slots', city: 'Pune', state: 'Maharashtra' });
    const slots = [
      { time: '06:00', available: true },
      { time: '12:30', available: false },
      { time: '18:00', available: true },
    ];
    const all = composeAvailability(s, { date: '2026-11-23', dateLabel: 'tomorrow', slots });
    expect(all).toContain('**2 of 3** 30-minute slots are free');
    expect(all).toContain('- Morning: 6:00 AM');
    expect(all).toContain('- Evening: 6:00 PM');
    expect(all).not.toContain('Afternoon');
    expect(
      composeAvailability(s, { date: '2026-11-23', dateLabel: 'tomorrow', slots, time: '12:30' }),
    ).toContain('12:30 PM is **not available**');
    expect(
      composeAvailability(s, {
        date: '2026-11-23',
        dateLabel: 'tomorrow',
        slots: [{ time: '06:00', available: false }],
      }),
    ).toContain('All slots are booked for 23 Nov 2026');
    expect(composeAvailability(s, { date: '2026-11-23', dateLabel: 'tomorrow', slots: [] })).toContain(
      'No time slots available for Monday, November 23',
    );
  });
});

describe('personal answers', () => {
  const now = new Date('2026-11-22T04:30:00.000Z');
  const s = stations[0];
  const upcoming = aBooking(s, { startTime: '2026-11-25T04:30:00.000Z', status: 'confirmed' });
  const unpaid = aBooking(s, {
    startTime: '2026-11-26T04:30:00.000Z',
    status: 'pending',
    holdExpiresAt: '2026-11-22T04:40:00.000Z',
  });
  const lapsed = aBooking(s, {
    startTime: '2026-11-27T04:30:00.000Z',
    status: 'pending',
    holdExpiresAt: '2026-11-22T04:00:00.000Z',
  });
  const done = aBooking(s, { startTime: '2026-11-20T04:30:00.000Z', status: 'completed' });
  const now2 = aBooking(s, { startTime: '2026-11-22T04:15:00.000Z', status: 'confirmed' });

  it('sorts bookings into active, upcoming, unpaid and past', () => {
    const g = sortBookings([done, lapsed, unpaid, upcoming, now2], now);
    expect(g.active).toEqual([now2]);
    expect(g.upcoming).toEqual([upcoming]);
    expect(g.unpaid).toEqual([unpaid]);
    expect(g.past).toEqual([done]);
  });

  it('lists the bookings with reference, IST time, charger and totals, and Pay Now for unpaid ones', () => {
    const text = composeMyBookings([upcoming, unpaid], now);
    expect(text).toContain(
      `**CS-${String(upcoming.id).padStart(6, '0')}** — ${link(s)}, 25 Nov 2026, 10:00 AM – 10:30 AM — CCS2 60 kW — est. ₹600.00 (₹719.80 with fee and GST)`,
    );
    expect(text).toContain(`[Pay Now](/payment/${unpaid.id})`);
    expect(composeMyBookings([], now)).toContain('You have no bookings yet');
  });

  it('estimates charging time from the vehicle’s battery', () => {
    const text = composeChargingTime({
      vehicle: aVehicle({ batteryCapacity: '50' }),
      from: 20,
      to: 80,
      powerKw: 50,
    });
    expect(text).toContain('your Tata Nexon EV (50 kWh battery) from 20% to 80% you need about **30 kWh**');
    expect(text).toContain(
      'At 50 kW (DC): about **36 minutes** — a 30-minute slot adds about **25 kWh** (about 50% of the battery)',
    );
  });

  it('speaks of one 30-minute slot per booking, never of several slots', () => {
    // A Nexon EV from 20% to 80% at 7 kW takes about 3.5 hours: it used to say "7 slots of 30 minutes".
    const text = composeChargingTime({ vehicle: aVehicle({ batteryCapacity: '40.5' }), from: 20, to: 80 });
    expect(text).toContain(
      'At 7 kW (AC): about **3.48 hours** — a 30-minute slot adds about **3.5 kWh** (about 9% of the battery)',
    );
    expect(text).toContain('At 120 kW (DC): about **13 minutes** — fits in one 30-minute slot');
    expect(text).toContain('A booking is one 30-minute slot');
    expect(text).not.toMatch(/\b\d+ slots\b|slots of/);
  });
});
