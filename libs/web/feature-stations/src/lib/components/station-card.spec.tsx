import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { StationFreeNow } from '@chargesetu/shared/contracts';
import { makeStore } from '@chargesetu/web/data-access';
import { changeLanguage } from '@chargesetu/web/i18n';
import { UiProvider } from '@chargesetu/web/ui';
import { aStation } from '@chargesetu/web/data-access/testing';
import { StationCard } from './station-card';

// The network boundary: GET /api/availability/now answers these figures (jsdom has no server).
let freeNow: StationFreeNow[] = [];
let freeNowRequests = 0;
beforeEach(() => {
  freeNow = [];
  freeNowRequests = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    if (url !== '/api/availability/now') return new Response('{}', { status: 404 });
    freeNowRequests += 1;
    return new Response(JSON.stringify(freeNow), { status: 200 });
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderCard(overrides: Parameters<typeof aStation>[0] = {}, now?: Date) {
  const station = aStation(overrides);
  render(
    <Provider store={makeStore({ verifySession: false })}>
      <MemoryRouter>
        <UiProvider>
          <StationCard station={station} now={now} />
        </UiProvider>
      </MemoryRouter>
    </Provider>,
  );
  return screen.getByRole('article', { name: station.name });
}

describe('StationCard (docs/product.md §2.2)', () => {
  it('loads its photo lazily (a list card is usually below the fold)', () => {
    expect(renderCard().querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('links "Book Now" to the station and shows the rating to 1 decimal', () => {
    const card = renderCard({ id: 41, ratings: 4.26 });
    expect(within(card).getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe('/station/41');
    expect(within(card).getByTestId('station-rating').textContent).toBe('4.3');
  });

  it('shows "New" for a station without a rating', () => {
    const card = renderCard({ ratings: 0, reviewCount: 0 });
    expect(within(card).getByTestId('station-rating').textContent).toBe('New');
  });

  it('shows at most 3 connector tags, then "+N more"', () => {
    const card = renderCard({
      chargers: ['CCS2', 'CHAdeMO', 'Type 2', 'GB/T', 'Type 1'].map((type) => ({
        type,
        power: 30,
        pricePerKwh: '20.00',
      })),
    });
    expect(
      within(card)
        .getAllByTestId('connector-tag')
        .map((t) => t.textContent),
    ).toEqual(['CCS2', 'CHAdeMO', 'Type 2']);
    expect(within(card).getByText('+2 more')).toBeTruthy();
  });

  it('tags "Fast Charge" only when a charger gives 100 kW or more', () => {
    const fast = renderCard({ chargers: [{ type: 'CCS2', power: 100, pricePerKwh: '24.00' }] });
    expect(within(fast).getByText('Fast Charge')).toBeTruthy();
    const slow = renderCard({ chargers: [{ type: 'CCS2', power: 99, pricePerKwh: '24.00' }] });
    expect(within(slow).queryByText('Fast Charge')).toBeNull();
  });

  it('shows the live availability of its own station, with the count behind it and where it comes from', async () => {
    freeNow = [
      { stationId: 5, totalChargers: 4, freeNow: 1, level: 'Limited', source: 'bookings' },
      { stationId: 6, totalChargers: 2, freeNow: 2, level: 'Available', source: 'chargers' },
    ];
    const card = renderCard({ id: 5 });
    const badge = within(card).getByTestId('availability-badge');
    expect(badge.textContent).toBe('Availability now: Checking…');
    await within(card).findByText('Limited');
    expect(badge.textContent).toBe(
      'Availability now: Limited (1 of 4 chargers free now; estimated from bookings)',
    );
    expect(badge.getAttribute('title')).toBe('1 of 4 chargers free now (estimated from bookings)');
    expect(badge.getAttribute('data-source')).toBe('bookings');
    expect(freeNowRequests).toBe(1);
  });

  it("says when the figure is the chargers' own", async () => {
    freeNow = [{ stationId: 6, totalChargers: 2, freeNow: 2, level: 'Available', source: 'chargers' }];
    const card = renderCard({ id: 6 });
    await within(card).findByText('Available');
    const badge = within(card).getByTestId('availability-badge');
    expect(badge.textContent).toBe(
      'Availability now: Available (2 of 2 chargers free now; live from the chargers)',
    );
    expect(badge.getAttribute('data-source')).toBe('chargers');
  });

  it('a station the figure leaves out shows "Unknown", not a guess', async () => {
    freeNow = [{ stationId: 6, totalChargers: 2, freeNow: 0, level: 'Busy', source: 'bookings' }];
    const card = renderCard({ id: 7 });
    await within(card).findByText('Unknown');
    expect(within(card).getByTestId('availability-badge').getAttribute('data-level')).toBe('');
  });

  describe('opening hours (IST)', () => {
    const office = { monday: { open: '08:00', close: '20:00' }, tuesday: { open: '08:00', close: '20:00' } };
    const mondayAt = (utc: string) => new Date(`2026-11-23T${utc}:00.000Z`); // a Monday; IST = UTC + 05:30

    it('a closed station reads "Closed", says when it opens and shows no free-now figure', async () => {
      freeNow = [{ stationId: 8, totalChargers: 3, freeNow: 3, level: 'Available', source: 'chargers' }];
      const card = renderCard({ id: 8, operatingHours: office }, mondayAt('00:30')); // 06:00 IST
      const badge = within(card).getByTestId('availability-badge');
      expect(badge.textContent).toBe('Availability now: Closed (Closed now · opens at 08:00)');
      expect(badge.getAttribute('title')).toBe('Closed now · opens at 08:00');
      expect(badge.getAttribute('data-level')).toBe('Closed');
      expect(within(card).getByTestId('station-open-status').textContent).toBe('Closed now · opens at 08:00');
      await new Promise((r) => setTimeout(r, 50));
      expect(card.textContent).not.toMatch(/free now/);
      expect(freeNowRequests).toBe(0);
    });

    it('an open station shows its live figure and when it closes', async () => {
      freeNow = [{ stationId: 9, totalChargers: 3, freeNow: 3, level: 'Available', source: 'chargers' }];
      const card = renderCard({ id: 9, operatingHours: office }, mondayAt('09:00')); // 14:30 IST
      await within(card).findByText('Available');
      expect(within(card).getByTestId('station-open-status').textContent).toBe('Open now · closes at 20:00');
    });

    it('a 24×7 station says "Open 24 hours"', () => {
      const card = renderCard({ operatingHours: '24/7' }, mondayAt('21:00')); // 02:30 IST
      expect(within(card).getByTestId('station-open-status').textContent).toBe('Open 24 hours');
    });
  });
});

describe('StationCard in Hindi (issue #20)', () => {
  it('speaks Hindi with the price in rupees, "नया" for an unrated station, and connector names in Latin', async () => {
    await changeLanguage('hi');
    const card = renderCard({
      id: 7,
      ratings: 0,
      reviewCount: 0,
      chargers: [
        { type: 'CCS2', power: 120, pricePerKwh: '1234.50' },
        { type: 'Type 2', power: 22, pricePerKwh: '1299.00' },
      ],
    });
    expect(within(card).getByRole('link', { name: 'अभी बुक करें' }).getAttribute('href')).toBe('/station/7');
    expect(within(card).getByTestId('station-rating').textContent).toBe('नया');
    expect(within(card).getByText('फ़ास्ट चार्ज')).toBeTruthy();
    expect(within(card).getByRole('list', { name: 'चार्जिंग विकल्प' })).toBeTruthy();
    expect(
      within(card)
        .getAllByTestId('connector-tag')
        .map((t) => t.textContent),
    ).toEqual(['CCS2', 'Type 2']);
    expect(within(card).getByTestId('station-open-status').textContent).toBe('24 घंटे खुला');
    // The lowest price, grouped the Indian way, then "/kWh से" ("from").
    expect(within(card).getByText('₹1,234.50').tagName).toBe('STRONG');
    expect(within(card).getByText('₹1,234.50').parentElement?.textContent).toBe('₹1,234.50/kWh से');
    expect(within(card).queryByText(/Book Now|New|From/)).toBeNull();
  });

  it('says in Hindi when a closed station opens, on the badge and the hours line', async () => {
    await changeLanguage('hi');
    const office = { monday: { open: '08:00', close: '20:00' } };
    const card = renderCard({ id: 8, operatingHours: office }, new Date('2026-11-23T00:30:00.000Z')); // Mon 06:00 IST
    expect(within(card).getByTestId('station-open-status').textContent).toBe('अभी बंद · 08:00 बजे खुलेगा');
    expect(within(card).getByTestId('availability-badge').getAttribute('title')).toBe(
      'अभी बंद · 08:00 बजे खुलेगा',
    );
  });

  it("counts a rated station's reviews in Hindi", async () => {
    await changeLanguage('hi');
    const card = renderCard({ ratings: 4.26, reviewCount: 1234 });
    expect(within(card).getByTestId('station-rating').textContent).toBe('4.3');
    expect(within(card).getByText('(1,234 रिव्यू)')).toBeTruthy();
  });
});
