import type { Booking, ChargeNowConnector, ChargingStatus, Station } from '@chargesetu/shared/contracts';
import type { Browser } from 'playwright-core';
import { seriousA11yViolations } from './support/a11y';
import { JOURNEY_TIMEOUT_MS, openJourney } from './support/accounts-ui';
import { addVehicle, apiPost, eventually, getBooking, inr } from './support/bookings-api';
import { baseUrl, DESKTOP, expectHeading, finishTest, launchChromium, must, PHONE } from './support/browser';
import { ADMIN, apiGet, apiSignIn, registerAccount, seedSession } from './support/session';

// Walk-up charging ("Charge now", docs/product.md §4 and §2.18): the page a connector's QR code opens, paid
// like a booking and started by the platform at once; the administrators print the codes.

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(finishTest);
afterAll(() => browser.close());

const readConnector = async (code: string): Promise<ChargeNowConnector> => {
  const res = await fetch(`${baseUrl()}/api/charge-now/${code}`);
  if (!res.ok) throw new Error(`GET /api/charge-now/${code}: ${res.status}`);
  return (await res.json()) as ChargeNowConnector;
};

/** A connector a walk-up can start on now, with its station (each test takes a different one). */
async function connectorFreeNow(taken: Set<string>): Promise<{ station: Station; c: ChargeNowConnector }> {
  const stations = (await (await fetch(`${baseUrl()}/api/stations`)).json()) as Station[];
  for (const station of stations) {
    for (let i = 0; i < station.chargers.length; i++) {
      const code = `${station.id}-${i + 1}`;
      if (taken.has(code)) continue;
      const c = await readConnector(code);
      if (c.canCharge && Number(c.pricePerKwh) > 0) {
        taken.add(code);
        return { station, c };
      }
    }
  }
  throw new Error('no connector can take a walk-up now');
}

const taken = new Set<string>();
const formatTime12 = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

describe.each([
  ['1366×850', DESKTOP],
  ['390×844', PHONE],
])('charge now at %s', (_size, viewport) => {
  it(
    'a driver scans a connector, picks ₹100, pays by UPI and the platform starts the charger',
    async () => {
      const { station, c } = await connectorFreeNow(taken);
      const account = await registerAccount('Kavya Menon');
      const vehicle = await addVehicle(account.token, [c.type]);
      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, account);
      await page.goto(`/charge/${c.code}`);
      await expectHeading(page, station.name);

      // The page shows what the API says of the connector.
      const shown = await readConnector(c.code);
      expect(await page.getByTestId('charge-now-label').textContent()).toBe(shown.label);
      expect(await page.getByTestId('charge-now-price').textContent()).toBe(
        `${inr(Number(shown.pricePerKwh))} per kWh`,
      );
      expect(await page.getByTestId('charge-now-code').textContent()).toBe(c.code);
      const until = await page.getByTestId('charge-now-until').textContent();
      expect(until).toMatch(/^Available until \d{1,2}:\d{2} [AP]M IST$/);
      // Read a moment apart, the window may have moved on by a minute.
      expect([
        formatTime12(must(c.availableUntil, 'until')),
        formatTime12(must(shown.availableUntil, 'until')),
      ]).toContain(until?.replace(/^Available until | IST$/g, ''));
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByTestId('charge-now-vehicle').selectOption(String(vehicle.id));
      await page.getByTestId('charge-now-amount-100').click();
      await page.getByTestId('charge-now-continue').click();
      await page.waitForURL(/\/payment\/\d+$/);
      const bookingId = Number(page.url().split('/').pop());
      const walkUp = await getBooking(account.token, bookingId);
      expect(walkUp).toMatchObject({
        kind: 'walk_up',
        status: 'pending',
        stationId: station.id,
        vehicleId: vehicle.id,
      });
      expect(Number(walkUp.estimatedCost)).toBeLessThanOrEqual(100);

      await page.getByRole('tab', { name: 'UPI' }).click();
      await page.getByRole('textbox', { name: 'UPI ID' }).fill('kavya@okicici');
      await page.getByRole('button', { name: 'Pay Now' }).click();
      // Paid, then started by the platform: the charging page of the walk-up.
      await page.waitForURL(`**/charging/${bookingId}`, { timeout: 30_000 });
      const status = () => apiGet<ChargingStatus>(`/api/charging/${bookingId}/status`, account.token);
      const started = await eventually(
        status,
        (s) => s.status === 'starting' || s.status === 'active',
        20_000,
      );
      expect(['starting', 'active']).toContain(started.status);
      expect((await getBooking(account.token, bookingId)).status).toBe('active');
      // The connector is now taken: nobody else can charge there.
      const after = await readConnector(c.code);
      expect(after.canCharge).toBe(false);

      // Stop it, so the charger is free again for whoever comes next.
      await eventually(status, (s) => s.status === 'active', 30_000);
      await apiPost(`/api/charging/${bookingId}/control`, { action: 'stop' }, account.token);
      await eventually(status, (s) => s.status === 'completed', 30_000);
      const settled: Booking = await getBooking(account.token, bookingId);
      expect(settled.status).toBe('completed');
    },
    JOURNEY_TIMEOUT_MS,
  );
});

describe('connector QR codes', () => {
  it(
    "an administrator opens a station's printable QR codes: one per connector, each with its code and link",
    async () => {
      const admin = await apiSignIn(ADMIN.username, ADMIN.password, true);
      const stations = await apiGet<Station[]>('/api/stations', admin.token);
      const station = stations[0];
      const { context, page } = await openJourney(browser, DESKTOP);
      await seedSession(context, admin);
      await page.goto('/admin-dashboard');
      await page.getByRole('tab', { name: 'Station Management', exact: true }).click();
      await page.getByTestId(`qr-codes-${station.id}`).click();
      for (let i = 0; i < station.chargers.length; i++) {
        const code = `${station.id}-${i + 1}`;
        const card = page.getByTestId(`qr-code-${code}`);
        await card.waitFor();
        const text = await card.textContent();
        expect(text).toContain(code);
        expect(text).toContain(`${baseUrl()}/charge/${code}`);
        expect(await card.getByRole('img', { name: `QR code for ${baseUrl()}/charge/${code}` }).count()).toBe(
          1,
        );
      }
      expect(await page.locator('[data-testid^="qr-code-"]').count()).toBe(station.chargers.length);
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
