import { distanceKm, formatDistance } from '@chargesetu/shared/domain';
import { aStation, memoryData } from '../../testing';
import { answerOffline } from './offline-assistant';

// Around Koramangala, Bengaluru. 2026-11-23 is a Monday; times are IST.
const HERE = { latitude: 12.9352, longitude: 77.6245 };
const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00.000+05:30`);
const koramangala = aStation({
  name: 'Shell Recharge – Koramangala',
  city: 'Bengaluru',
  state: 'Karnataka',
  latitude: 12.9348,
  longitude: 77.6254,
  chargers: [{ type: 'CHAdeMO', power: 50, pricePerKwh: '19.00' }],
  operatingHours: { monday: { open: '08:00', close: '20:00' }, tuesday: { open: '08:00', close: '20:00' } },
});
const hsr = aStation({
  name: 'Statiq – HSR Layout',
  city: 'Bengaluru',
  state: 'Karnataka',
  latitude: 12.9127,
  longitude: 77.6447,
  chargers: [{ type: 'CCS2', power: 60, pricePerKwh: '21.00' }],
  operatingHours: '24/7',
});
const ubCity = aStation({
  name: 'Zeon Charging – UB City',
  city: 'Bengaluru',
  state: 'Karnataka',
  latitude: 12.9707,
  longitude: 77.5949,
  operatingHours: '{"monday":{"open":"10:00","close":"22:00"}}',
});
const kurla = aStation({
  name: 'Jio-bp pulse – Kurla',
  city: 'Mumbai',
  state: 'Maharashtra',
  latitude: 19.0866,
  longitude: 72.8888,
  operatingHours: '24/7',
});
const stations = [ubCity, kurla, hsr, koramangala];
const away = (s: typeof hsr) => formatDistance(distanceKm(HERE, s));

describe('answerOffline: the nearest open charger', () => {
  it.each(['nearest open charger to me', 'closest charger', 'charger near me', 'nearest station open now'])(
    '"%s" names the nearest station open now, its distance, today’s next free slot and the booking link',
    async (question) => {
      const data = memoryData({
        stations,
        location: HERE,
        slots: {
          [hsr.id]: [
            { time: '21:30', available: false },
            { time: '22:00', available: true },
          ],
        },
      });
      // 21:00 on a Monday: Koramangala (nearest) closed at 20:00; HSR is open round the clock.
      const a = await answerOffline(question, data, { now: at('2026-11-23', '21:00') });
      expect(a.intent).toBe('nearest_open');
      expect(a.message).toContain(
        `The nearest station open now (9:00 PM IST) is **[Statiq – HSR Layout](/station/${hsr.id})**, **${away(hsr)}** in a straight line.`,
      );
      expect(a.message).toContain('- Hours: 24/7\n');
      expect(a.message).toContain('- Next free 30-minute slot today: **10:00 PM**');
      expect(a.message).toContain(`[Book a 30-minute slot at Statiq – HSR Layout](/booking/${hsr.id})`);
      expect(a.message).toContain(
        `Also open near you:\n- [Zeon Charging – UB City](/station/${ubCity.id}) — ${away(ubCity)}`,
      );
      expect(a.message).toContain(
        `Nearer, but not open now:\n- [Shell Recharge – Koramangala](/station/${koramangala.id}) — ${away(koramangala)} (Closed now · opens tomorrow at 08:00)`,
      );
      expect(data.reads).toEqual(['stations {}', `availability ${hsr.id} 2026-11-23`]);
      expect(a.stationIds).toEqual([hsr.id]);
    },
  );

  it('names the nearest one when it is open, and says when no slot is left today', async () => {
    const data = memoryData({
      stations,
      location: HERE,
      slots: { [koramangala.id]: [{ time: '11:00', available: false }] },
    });
    const a = await answerOffline('closest charger', data, { now: at('2026-11-23', '10:30') });
    expect(a.message).toContain(
      `is **[Shell Recharge – Koramangala](/station/${koramangala.id})**, **0.1 km away**`,
    );
    expect(a.message).toContain('No 30-minute slot is free there for the rest of today');
    expect(a.message).toContain('- Hours: Mon–Tue 08:00–20:00, Wed–Sun Closed (Open now · closes at 20:00)');
    expect(a.message).not.toContain('Nearer, but not open now');
  });

  it('keeps to the connector and the city asked for', async () => {
    const chademo = await answerOffline(
      'nearest CHAdeMO charger near me',
      memoryData({ stations, location: HERE }),
      {
        now: at('2026-11-23', '21:00'),
      },
    );
    // The only CHAdeMO station is closed: it is named with its hours, and booking for when it opens.
    expect(chademo.message).toContain(
      `No station with CHAdeMO is open right now (9:00 PM IST). The nearest is **[Shell Recharge – Koramangala](/station/${koramangala.id})**, 0.1 km away in a straight line — Closed now · opens tomorrow at 08:00 (hours: Mon–Tue 08:00–20:00, Wed–Sun Closed).`,
    );
    expect(chademo.message).toContain(`(/booking/${koramangala.id}) for when it opens.`);
    expect(chademo.stationIds).toEqual([koramangala.id]);

    const mumbai = await answerOffline(
      'nearest charger in Mumbai',
      memoryData({ stations, location: HERE }),
      {
        now: at('2026-11-23', '21:00'),
      },
    );
    expect(mumbai.message).toContain(`**[Jio-bp pulse – Kurla](/station/${kurla.id})**, **${away(kurla)}**`);
    expect(mumbai.stationIds).toEqual([kurla.id]);
  });

  it('without a location says so plainly and offers Near Me, reading nothing more', async () => {
    const data = memoryData({ stations });
    const a = await answerOffline('nearest open charger to me', data, { now: at('2026-11-23', '21:00') });
    expect(a.intent).toBe('nearest_open');
    expect(a.message).toContain(
      'I can’t tell which charger is nearest: your browser didn’t share your location',
    );
    expect(a.message).toContain('open the station finder, [Book](/home), and press **Near Me**');
    expect(data.reads).toEqual(['stations {}']);
    expect(a.stationIds).toEqual([]);
  });

  it('never counts a station whose hours cannot be read as open', async () => {
    const unknown = {
      ...koramangala,
      id: 9001,
      name: 'Mystery – Koramangala',
      operatingHours: 'when the owner is in',
    };
    const a = await answerOffline(
      'closest charger',
      memoryData({ stations: [unknown, hsr], location: HERE }),
      {
        now: at('2026-11-23', '12:00'),
      },
    );
    expect(a.stationIds).toEqual([hsr.id]);
    expect(a.message).toContain(`[Mystery – Koramangala](/station/9001) — 0.1 km away (Hours not available)`);
  });
});
