import { aStation, aVehicle, memoryData, smallCatalogue } from '@chargesetu/assistant/offline/testing';
import { Unavailable } from '@chargesetu/shared/domain';
import { runTool } from './run-tool';
import { openAiTools, TOOL_DEFINITIONS } from './tool-definitions';

const stations = smallCatalogue();
const ubCity = stations.find((s) => s.name === 'Zeon Charging – UB City')!;
const NOW = new Date('2026-11-22T04:30:00.000Z');
const run = async (name: string, args: unknown, data = memoryData({ stations })) => {
  const out = await runTool(name, typeof args === 'string' ? args : JSON.stringify(args), data, NOW);
  return { ...out, result: JSON.parse(out.content) };
};

describe('tool definitions', () => {
  it('are plain JSON Schema objects for the OpenAI API', () => {
    const tools = openAiTools();
    expect(tools.map((t) => t.function.name)).toEqual(TOOL_DEFINITIONS.map((t) => t.name));
    for (const t of tools) {
      expect(t.type).toBe('function');
      expect(t.function.parameters['type']).toBe('object');
      expect(JSON.stringify(t.function.parameters)).not.toContain('Symbol');
    }
  });
});

describe('runTool', () => {
  it('search_stations understands other spellings of a city and filters through the stations API', async () => {
    const data = memoryData({ stations });
    const { result, run: r } = await run('search_stations', { city: 'Bangalore', minPowerKw: 100 }, data);
    expect(result.filter).toEqual({ city: 'Bengaluru', state: 'Karnataka', minPowerKw: 100 });
    expect(result.stations.map((s: { name: string }) => s.name)).toEqual(['Zeon Charging – UB City']);
    expect(result.stations[0]).toMatchObject({ link: `/station/${ubCity.id}`, fastCharge: true });
    expect(data.reads).toContain('stations {"city":"Bengaluru","state":"Karnataka","minPower":100}');
    expect(r).toEqual({
      name: 'search_stations',
      arguments: { city: 'Bangalore', minPowerKw: 100 },
      ok: true,
      summary: '1 stations',
    });
  });

  it('search_stations with no match hints at the cities that have stations', async () => {
    const { result } = await run('search_stations', { city: 'Atlantis' });
    expect(result.total).toBe(0);
    expect(result.hint).toMatch(/Cities with stations: .*Bengaluru/);
  });

  it('estimate_cost uses the station’s real price and the docs/product.md §9 formula', async () => {
    const { result } = await run('estimate_cost', {
      stationId: ubCity.id,
      powerKw: 60,
      durationMinutes: 60,
      connector: 'ccs2',
    });
    expect(result.options[0]).toMatchObject({
      charger: { type: 'CCS2', powerKw: 60, pricePerKwh: '19.50' },
      estimated: 1170,
      gst: 212.4,
      total: 1392.4,
    });
  });

  it('estimate_cost without a station needs a price', async () => {
    expect((await run('estimate_cost', { powerKw: 60 })).result).toEqual({
      error: 'Give a stationId (preferred) or a pricePerKwh',
    });
    expect((await run('estimate_cost', { pricePerKwh: 20, energyKwh: 10 })).result).toMatchObject({
      estimated: 200,
      total: 247.8,
    });
  });

  it('get_availability reads "tomorrow" as an IST date', async () => {
    const data = memoryData({
      stations,
      slots: {
        [ubCity.id]: [
          { time: '10:00', available: true },
          { time: '10:30', available: false },
        ],
      },
    });
    const { result } = await run('get_availability', { stationId: ubCity.id, date: 'tomorrow' }, data);
    expect(result).toMatchObject({ date: '2026-11-23', totalSlots: 2, freeSlots: ['10:00'] });
  });

  it('get_availability refuses a date outside today … 30 days ahead with a message, without asking bookings', async () => {
    const data = memoryData({ stations });
    // As the bookings service answered such dates: a failure, never a clear refusal.
    data.availability = async () => {
      throw new Unavailable('The bookings service cannot be read right now. Please try again in a moment.');
    };
    for (const date of ['9999-12-31', '0100-01-01', '2026-11-21', '2026-12-23']) {
      const { result, run: r } = await run('get_availability', { stationId: ubCity.id, date }, data);
      expect(result).toEqual({
        error:
          'Date must be between today and 30 days ahead (YYYY-MM-DD). Today is 2026-11-22 (IST); the last bookable day is 2026-12-22.',
      });
      expect(r.ok).toBe(false);
    }
    expect(data.reads).toEqual([]);
    const seven = { ...memoryData({ stations }), horizonDays: 7 };
    expect(
      (await run('get_availability', { stationId: ubCity.id, date: '2026-11-30' }, seven)).result.error,
    ).toMatch(/^Date must be between today and 7 days ahead/);
  });

  describe('find_nearest_open_stations', () => {
    // NOW is Sunday 10:00 IST. The nearest station does not open on Sundays; the next is open all day.
    const here = { latitude: 12.9352, longitude: 77.6245 };
    const weekdays = aStation({
      name: 'Shell Recharge – Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      latitude: 12.9348,
      longitude: 77.6254,
      operatingHours: { monday: { open: '08:00', close: '20:00' } },
    });
    const allDay = aStation({
      name: 'Statiq – HSR Layout',
      city: 'Bengaluru',
      state: 'Karnataka',
      latitude: 12.9127,
      longitude: 77.6447,
      chargers: [{ type: 'CCS2', power: 60, pricePerKwh: '21.00' }],
    });
    const near = [weekdays, allDay];

    it('ranks open stations by distance from the user’s shared location, with their booking link', async () => {
      const data = memoryData({ stations: near, location: here });
      const { result, run: r } = await run('find_nearest_open_stations', { connector: 'ccs2' }, data);
      expect(data.reads).toEqual(['stations {"connector":"CCS2"}']);
      expect(result).toMatchObject({
        timeNowIst: '10:00 AM',
        booking: 'one 30-minute slot per booking, booked at bookingLink',
        openNow: [
          {
            id: allDay.id,
            name: 'Statiq – HSR Layout',
            link: `/station/${allDay.id}`,
            bookingLink: `/booking/${allDay.id}`,
            openNow: true,
            openState: 'Open 24 hours',
            distance: '3.3 km away',
          },
        ],
        nearerButNotOpen: [
          {
            id: weekdays.id,
            openNow: false,
            openState: 'Closed now · opens tomorrow at 08:00',
            distance: '0.1 km away',
          },
        ],
      });
      // The location itself is neither in the arguments nor in the summary that is stored.
      expect(r).toEqual({
        name: 'find_nearest_open_stations',
        arguments: { connector: 'ccs2' },
        ok: true,
        summary: 'nearest open: Statiq – HSR Layout, 3.3 km away',
      });
    });

    it('without a location, tells the model so, for it to say so plainly', async () => {
      const { result, run: r } = await run('find_nearest_open_stations', {}, memoryData({ stations: near }));
      expect(result.error).toMatch(/^The user’s location is unknown: their browser did not share it/);
      expect(result.error).toContain('Near Me on the station finder (/home)');
      expect(r.ok).toBe(false);
    });
  });

  it('check_compatibility matches the user’s vehicles across connector names', async () => {
    const data = memoryData({ stations, vehicles: [aVehicle({ connectorTypes: ['Type 2 (Mennekes)'] })] });
    const { result } = await run('check_compatibility', { stationId: ubCity.id }, data);
    expect(result.vehicles[0].compatibleChargers).toEqual([
      { type: 'Type 2', powerKw: 22, pricePerKwh: '17.50' },
    ]);
  });

  it('lookup_ev_model knows Indian EVs', async () => {
    expect((await run('lookup_ev_model', { model: 'MG ZS EV' })).result).toMatchObject({
      name: 'MG ZS EV',
      dcConnector: 'CCS2',
      acConnector: 'Type 2',
    });
    expect((await run('lookup_ev_model', { model: 'Flying carpet' })).result).toEqual({ found: false });
  });

  it.each([
    ['an unknown tool', 'launch_rocket', {}, 'Unknown tool launch_rocket'],
    ['arguments that are not JSON', 'get_station', '{nope', 'Arguments are not valid JSON'],
    ['a missing required argument', 'get_station', {}, expect.stringMatching(/stationId/)],
    ['a wrong type', 'get_station', { stationId: 'twelve' }, expect.stringMatching(/stationId/)],
    ['a missing station', 'get_station', { stationId: 999999 }, 'Station 999999 was not found'],
    [
      'a bad date',
      'get_availability',
      { stationId: 1, date: 'someday' },
      'date must be YYYY-MM-DD (IST), "today" or "tomorrow"',
    ],
  ])(
    'answers %s with an error the model can read, recorded as failed',
    async (_what, name, args, message) => {
      const { result, run: r } = await run(name, args);
      expect(result).toEqual({ error: message });
      expect(r.ok).toBe(false);
    },
  );

  it('accepts numbers sent as strings and ignores unknown arguments', async () => {
    const { result } = await run('get_station', { stationId: String(ubCity.id), extra: true });
    expect(result.name).toBe(ubCity.name);
  });

  it('reports a broken neighbour as a failed run', async () => {
    const data = {
      ...memoryData({ stations }),
      myBookings: () => Promise.reject(new Error('bookings answered 503 to GET /api/bookings')),
    };
    const { result, run: r } = await run('list_my_bookings', {}, data);
    expect(result.error).toContain('bookings answered 503');
    expect(r.ok).toBe(false);
  });
});
