import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import type { AvailabilityResponse, ChatLocation, Station } from '@chargesetu/shared/contracts';
import {
  distanceKm,
  formatDistance,
  formatHhmm12,
  formatOperatingHours,
  todayIst,
} from '@chargesetu/shared/domain';
import { useTestPlatform } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import {
  assistantClient,
  startAssistantPlatform,
  storedExchanges,
  type Driver,
} from '../../testing/assistant-platform';
import { assistantService } from '../assistant.module';

jest.setTimeout(120_000);

// "Nearest open charger to me" with the location the browser sent (docs/product.md §2.11), answered
// offline (no OPENAI_* variables) from the live catalogue and the bookings service's live slots.
const modules = [authService, stationsService, bookingsService, assistantService];
const platformOf = useTestPlatform((b) =>
  startAssistantPlatform(modules, b, { ASSISTANT_MAX_PER_MINUTE: '1000' }),
);
const client = assistantClient(platformOf);
let driver: Driver;
let target: Station;
let here: ChatLocation;

const askWith = (query: string, location?: unknown) =>
  client.call('POST', '/api/assistant/chat', {
    token: driver.token,
    payload: location === undefined ? { query } : { query, location },
  });

beforeAll(async () => {
  driver = await client.newDriver();
  const all = await client.stations();
  // A station open round the clock (so the answer does not depend on the hour the test runs) with no
  // other station within 2 km; the driver stands about 110 m north of it.
  const alone = (s: Station) => all.every((o) => o.id === s.id || distanceKm(s, o) > 2);
  const found = all.find((s) => formatOperatingHours(s.operatingHours) === '24/7' && alone(s));
  if (!found) throw new Error('the catalogue has no lone 24/7 station');
  target = found;
  here = { lat: target.latitude + 0.001, lng: target.longitude };
});

describe('POST /api/assistant/chat with a location', () => {
  it('names the nearest station open now, its distance, today’s next free slot and its booking link', async () => {
    const res = await askWith('nearest open charger to me', here);
    expect(res.statusCode).toBe(200);
    const { message } = res.json() as { message: string };
    const km = formatDistance(distanceKm({ latitude: here.lat, longitude: here.lng }, target));
    expect(km).toBe('0.1 km away');
    expect(message).toContain(
      `is **[${target.name}](/station/${target.id})**, **${km}** in a straight line.`,
    );
    expect(message).toContain('- Hours: 24/7');
    expect(message).toContain(`(/booking/${target.id})`);

    // The next free slot is the bookings service's own answer for today.
    const slots = await client.call('GET', `/api/stations/${target.id}/availability?date=${todayIst()}`);
    const free = (slots.json() as AvailabilityResponse).availableSlots.find((s) => s.available);
    expect(message).toContain(
      free
        ? `- Next free 30-minute slot today: **${formatHhmm12(free.time)}**`
        : '- No 30-minute slot is free there for the rest of today',
    );
    expect(message).not.toMatch(/\b\d+ slots\b/);
  });

  it('uses the location for that answer only: the stored exchange holds neither coordinate', async () => {
    await askWith('closest charger', here);
    const [row] = (await storedExchanges(platformOf(), driver.userId)).slice(-1);
    expect(row.query).toBe('closest charger');
    expect(row.context).toMatchObject({
      backend: 'offline',
      intent: 'nearest_open',
      stationIds: [target.id],
      tools: [
        { name: 'search_stations', ok: true },
        { name: 'get_availability', ok: true, arguments: { stationId: target.id, date: todayIst() } },
      ],
    });
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(String(here.lat));
    expect(stored).not.toContain(String(here.lng));
  });

  it('without a location, says so plainly and offers Near Me on the finder', async () => {
    const res = await askWith('charger near me');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain(
      'I can’t tell which charger is nearest: your browser didn’t share your location',
    );
    expect(res.json().message).toContain('[Book](/home), and press **Near Me**');
  });

  it.each([
    ['a latitude above 90', { lat: 90.5, lng: 77 }, 'body.location.lat must be <= 90'],
    ['a longitude below -180', { lat: 12.9, lng: -180.5 }, 'body.location.lng must be >= -180'],
    ['coordinates as text', { lat: 'north', lng: 77 }, 'body.location.lat must be number'],
    ['no longitude', { lat: 12.9 }, 'body: lng is required'],
  ])('with %s, responds 400 with a readable message and stores nothing', async (_what, location, message) => {
    const before = (await storedExchanges(platformOf(), driver.userId)).length;
    const res = await askWith('nearest open charger to me', location);
    expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    expect(await storedExchanges(platformOf(), driver.userId)).toHaveLength(before);
  });
});
