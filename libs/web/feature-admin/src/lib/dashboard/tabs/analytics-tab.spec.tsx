import { fireEvent, screen, within } from '@testing-library/react';
import type { BookingsAnalytics, EnergyAnalytics, UserGrowth } from '@chargesetu/shared/contracts';
import { analyticsRange } from '@chargesetu/shared/domain';
import { aStation, fakeServer, renderAsAdmin } from '../../testing/charge-points';
import { AnalyticsTab } from './analytics-tab';

const { from, to } = analyticsRange({});
const range = `from=${from}&to=${to}`;
const AT = '2026-11-24T07:00:00.000Z';
const figures = { bookedMinutes: 0, availableMinutes: 1440, utilisation: 0 };
const station = (stationId: number, bookings: number) => ({
  stationId,
  stationName: `Station ${stationId}`,
  bookings,
  bookedMinutes: bookings * 30,
  availableMinutes: 2880,
  utilisation: 0.01,
});

function bookings(byStation: BookingsAnalytics['byStation']): BookingsAnalytics {
  const total = byStation.reduce((n, s) => n + s.bookings, 0);
  return {
    from,
    to,
    byHour: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      bookings: hour === 10 ? total : 0,
      ...figures,
    })),
    byStation,
    generatedAt: AT,
  };
}

function energy(durations: number[], averageMinutes: number | null): EnergyAnalytics {
  return {
    from,
    to,
    byHour: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      sessions: hour === 10 ? durations.reduce((a, b) => a + b, 0) : 0,
      energyKwh: 0,
    })),
    byStation: durations.some((n) => n > 0) ? [{ stationId: 4, sessions: 1, energyKwh: 9.5 }] : [],
    sessionTime: {
      sessions: durations.reduce((a, b) => a + b, 0),
      averageMinutes,
      buckets: [0, 15, 30, 45, 60].map((fromMinutes, i) => ({
        fromMinutes,
        toMinutes: fromMinutes === 60 ? null : fromMinutes + 15,
        sessions: durations[i],
      })),
    },
    generatedAt: AT,
  };
}

const growth = (months: UserGrowth['months']): UserGrowth => ({ months, generatedAt: AT });

function serve(b: BookingsAnalytics, e: EnergyAnalytics, g: UserGrowth) {
  return fakeServer({
    [`GET /api/bookings/analytics?${range}`]: [{ status: 200, body: b }],
    [`GET /api/charging/analytics?${range}`]: [{ status: 200, body: e }],
    'GET /api/auth/admin/users/growth?months=12': [{ status: 200, body: g }],
    'GET /api/stations': [
      {
        status: 200,
        body: [
          aStation({ id: 4 }),
          aStation({ id: 9, address: { street: '', city: 'Pune', state: 'Maharashtra', pincode: '' } }),
          aStation({ id: 11 }),
        ],
      },
    ],
  });
}

/** What a saved file holds (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

/** A card of the tab, by its heading. */
const card = (title: string) => screen.getByRole('region', { name: title });

const downloadButton = (title: string) =>
  screen.getByRole('button', { name: `Download CSV of the ${title} report` }) as HTMLButtonElement;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Analytics (docs/product.md §2.14)', () => {
  it('on an empty platform says so in every card and offers no download', async () => {
    serve(
      bookings([]),
      energy([0, 0, 0, 0, 0], null),
      growth([{ month: '2026-11', newDrivers: 0, totalDrivers: 0 }]),
    );
    renderAsAdmin(<AnalyticsTab />);
    await within(card('Session time')).findByText('No completed sessions in this range');
    await within(card('User growth')).findByText('No driver accounts yet.');
    await within(card('City distribution')).findByText('No bookings in this range.');
    await within(card('Energy delivered')).findByText('No completed sessions in this range.');
    for (const title of ['Bookings by hour', 'Station performance', 'Driver growth', 'Bookings by city']) {
      expect(downloadButton(title).disabled).toBe(true);
    }
    expect(
      within(card('Custom reports')).getAllByText('No bookings or completed sessions in this range.'),
    ).toHaveLength(2);
    expect(screen.queryByText('Sample data')).toBeNull();
    expect(screen.queryByText(/average/i)).toBeNull();
  });

  it("shows the platform's figures: cities from the catalogue, session time, growth; reports download them", async () => {
    const seen = serve(
      bookings([station(4, 3), station(9, 1), station(11, 2)]),
      energy([1, 2, 0, 0, 0], 17.3),
      growth([
        { month: '2026-10', newDrivers: 2, totalDrivers: 12 },
        { month: '2026-11', newDrivers: 3, totalDrivers: 15 },
      ]),
    );
    const saved: Blob[] = [];
    const names: string[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = (b: Blob) => (saved.push(b), 'blob:report');
        static override revokeObjectURL = () => undefined;
      },
    );
    // jsdom cannot follow the download link: note which file it was for instead.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderAsAdmin(<AnalyticsTab />);

    const cities = await screen.findByRole('table', { name: 'Bookings by city' });
    const rows = within(cities)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['CityStations bookedBookingsShare', 'Bengaluru2583.3%', 'Pune1116.7%']);
    expect(screen.getByTestId('analytics-city-bengaluru-bookings').textContent).toBe('5');
    await screen.findByText(
      '3 completed sessions, 17.3 minutes on average; most (2) charged 15 to 30 minutes.',
    );
    expect(screen.getByText(`Average 17.3 minutes, ${from} to ${to}`)).toBeTruthy();
    await screen.findByText(
      '15 drivers now (10 before Oct 2026); 5 joined over these 2 months, 3 of them in Nov 2026.',
    );
    expect(screen.queryByText('Sample data')).toBeNull();

    fireEvent.click(downloadButton('Bookings by city'));
    expect(names).toEqual([`chargesetu-bookings-by-city-${from}-to-${to}.csv`]);
    expect(await textOf(saved[0])).toBe(
      'City,Stations booked,Bookings,Share (%)\r\nBengaluru,2,5,83.33\r\nPune,1,1,16.67\r\n',
    );
    fireEvent.click(downloadButton('Driver growth'));
    expect(await textOf(saved[1])).toBe(
      'Month (IST),New drivers,Total drivers\r\n2026-10,2,12\r\n2026-11,3,15\r\n',
    );
    // Each figure was read once, from the routes that own it.
    expect(seen.map((r) => r.url).sort()).toEqual(
      [
        '/api/auth/admin/users/growth?months=12',
        `/api/bookings/analytics?${range}`,
        `/api/charging/analytics?${range}`,
        '/api/stations',
      ].sort(),
    );
  });

  it('when the charging service cannot answer, session time is Unknown (not 0) and the rest still shows', async () => {
    fakeServer({
      [`GET /api/bookings/analytics?${range}`]: [{ status: 200, body: bookings([station(4, 1)]) }],
      [`GET /api/charging/analytics?${range}`]: [
        {
          status: 503,
          body: { statusCode: 503, error: 'Service Unavailable', message: 'Charging is down.' },
        },
      ],
      'GET /api/auth/admin/users/growth?months=12': [
        { status: 200, body: growth([{ month: '2026-11', newDrivers: 1, totalDrivers: 1 }]) },
      ],
      'GET /api/stations': [{ status: 200, body: [aStation({ id: 4 })] }],
    });
    renderAsAdmin(<AnalyticsTab />);
    await screen.findByText('Energy delivered and session time are unknown: Charging is down.');
    const sessionTime = card('Session time');
    expect(within(sessionTime).getByText('Unknown')).toBeTruthy();
    expect(sessionTime.textContent).not.toMatch(/average/i);
    await screen.findByTestId('analytics-city-bengaluru-bookings');
    expect(downloadButton('Bookings by city').disabled).toBe(false);
  });
});
