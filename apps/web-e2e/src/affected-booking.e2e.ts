import type {
  Booking,
  ChargePoint,
  CommandStatus,
  CreatePaymentResponse,
  Station,
} from '@chargesetu/shared/contracts';
import type { Browser } from 'playwright-core';
import { seriousA11yViolations } from './support/a11y';
import { expectToast, JOURNEY_TIMEOUT_MS, openJourney } from './support/accounts-ui';
import { addVehicle, apiPost, eventually, getBooking, getStats, inr } from './support/bookings-api';
import { baseUrl, DESKTOP, expectHeading, finishTest, launchChromium, PHONE } from './support/browser';
import { ADMIN, apiGet, apiSignIn, registerAccount, seedSession, type TestAccount } from './support/session';

// "Affected bookings" (issue #19): a paid booking whose charger goes out of service within the hour is told on
// My Bookings and its detail page, moves to another connector of the same kind, and is cancelled for a full
// refund when there is nowhere left to go. Connectors are taken out of service through the administrators'
// ChangeAvailability on the simulated charge points, and put back afterwards.

let browser: Browser;
let admin: TestAccount;
beforeAll(async () => {
  browser = await launchChromium();
  admin = await apiSignIn(ADMIN.username, ADMIN.password, true);
});
afterEach(finishTest);
afterAll(() => browser.close());

const SLOT_MS = 30 * 60_000;
const usedStations = new Set<number>();

/** Two Available connectors of one online charge point on chargers of one type and power, at a 24/7 station. */
interface Twins {
  cp: ChargePoint;
  station: Station;
  connectors: [ChargePoint['connectors'][number], ChargePoint['connectors'][number]];
}

async function findTwins(): Promise<Twins> {
  const stations = (await (await fetch(`${baseUrl()}/api/stations`)).json()) as Station[];
  const registry = await apiGet<ChargePoint[]>('/api/admin/charge-points', admin.token);
  for (const cp of registry) {
    const station = stations.find((s) => s.id === cp.stationId);
    if (!cp.online || !station || station.operatingHours !== '24/7' || usedStations.has(station.id)) continue;
    const kind = (i: number) => `${station.chargers[i]?.type}/${station.chargers[i]?.power}`;
    const free = cp.connectors.filter((c) => c.status === 'Available' && station.chargers[c.chargerIndex]);
    for (const a of free) {
      const sameKind = station.chargers.filter((_, i) => kind(i) === kind(a.chargerIndex)).length;
      const b = free.find((x) => x !== a && kind(x.chargerIndex) === kind(a.chargerIndex));
      if (b && sameKind === 2) {
        usedStations.add(station.id);
        return { cp, station, connectors: [a, b] };
      }
    }
  }
  throw new Error('no online charge point has two Available connectors of one kind at a 24/7 station');
}

/** A slot starting within the hour but more than 15 minutes ahead (before the charger is asked to reserve). */
function slotWithinTheHour(): Date {
  const next = Math.ceil(Date.now() / SLOT_MS) * SLOT_MS;
  return new Date(next - Date.now() < 15 * 60_000 ? next + SLOT_MS : next);
}

const setAvailability = (cp: ChargePoint, connectorId: number, type: 'Inoperative' | 'Operative') =>
  apiPost<CommandStatus>(
    `/api/admin/charge-points/${encodeURIComponent(cp.id)}/availability`,
    { connectorId, type },
    admin.token,
  );

describe.each([
  ['1366×850', DESKTOP],
  ['390×844', PHONE],
])('a booking its charger cannot serve, at %s', (_size, viewport) => {
  it(
    'is told on My Bookings, moves to the other connector, and is cancelled for a full refund from its detail page',
    async () => {
      const { cp, station, connectors } = await findTwins();
      const charger = station.chargers[connectors[0].chargerIndex];
      const driver = await registerAccount('Meera Nair');
      const vehicle = await addVehicle(driver.token, [charger.type]);
      const start = slotWithinTheHour();
      const created = await apiPost<Booking>(
        '/api/bookings',
        {
          stationId: station.id,
          vehicleId: vehicle.id,
          chargerType: charger.type,
          power: charger.power,
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + SLOT_MS).toISOString(),
        },
        driver.token,
      );
      const { payment } = await apiPost<CreatePaymentResponse>(
        '/api/payments',
        { bookingId: created.id, paymentMethod: 'upi', upiId: 'meera@okhdfc' },
        driver.token,
      );
      await eventually(
        () => getBooking(driver.token, created.id),
        (b) => b.status === 'confirmed',
      );
      const walletBefore = Number((await getStats(driver.token)).walletBalance);

      const outOfService = new Set<number>();
      const takeOut = async (connectorId: number) => {
        outOfService.add(connectorId);
        expect((await setAvailability(cp, connectorId, 'Inoperative')).status).toBe('Accepted');
      };
      try {
        // The booking holds one of the two chargers: take that one out of service (the other stays free).
        await takeOut(connectors[0].connectorId);
        let booked = connectors[0];
        let other = connectors[1];
        const affected = await eventually(
          () => getBooking(driver.token, created.id),
          (b) => b.affected != null,
          3_000,
        ).catch(async () => {
          await setAvailability(cp, connectors[0].connectorId, 'Operative');
          outOfService.delete(connectors[0].connectorId);
          [booked, other] = [connectors[1], connectors[0]];
          await takeOut(booked.connectorId);
          return eventually(
            () => getBooking(driver.token, created.id),
            (b) => b.affected != null,
          );
        });
        const kindText = `${charger.type} ${charger.power} kW`;
        const moveTo = `Connector ${other.chargerIndex + 1}`;
        const message = `Connector ${booked.chargerIndex + 1} (${kindText}) is out of service (Unavailable). Move to another free connector for the same slot, or cancel for a full refund.`;
        expect(affected.affected).toMatchObject({
          reason: 'unavailable',
          message,
          alternatives: [{ chargerIndex: other.chargerIndex, label: `${moveTo} (${kindText})` }],
        });

        // My Bookings: the card tells at once and offers the move.
        const { context, page, consoleErrors } = await openJourney(browser, viewport);
        await seedSession(context, driver);
        await page.goto('/bookings');
        await expectHeading(page, 'My Bookings');
        const card = page.locator(`[data-testid="booking-card"][data-booking-id="${created.id}"]`);
        const notice = card.getByTestId('affected-booking');
        await notice.getByText('Charger out of service').waitFor();
        await notice.getByText(message).waitFor();
        expect(await card.getByRole('button', { name: 'Cancel', exact: true }).count()).toBe(0);
        expect(await seriousA11yViolations(page)).toEqual([]);
        const moveAnswer = page.waitForResponse(
          (r) => r.url().endsWith(`/api/bookings/${created.id}/move`) && r.request().method() === 'POST',
        );
        await notice.getByRole('button', { name: new RegExp(`^Move to ${moveTo}\\b`) }).click();
        const answered = await moveAnswer;
        expect(`${answered.status()} ${await answered.text()}`).toMatch(/^200 /);
        await expectToast(page, 'Booking moved', `Your booking now uses ${moveTo} (${kindText}), same slot.`);
        await notice.waitFor({ state: 'detached' });
        const moved = await getBooking(driver.token, created.id);
        expect(moved).toMatchObject({ status: 'confirmed', affected: null, startTime: created.startTime });

        // Its new connector goes out of service too: nowhere left to move, so a full refund is offered.
        await takeOut(other.connectorId);
        await page.goto(`/booking-success/${created.id}`);
        const detailNotice = page.getByTestId('affected-booking');
        await detailNotice
          .getByText(
            `${moveTo} (${kindText}) is out of service (Unavailable). No other matching connector is free for your slot: cancel for a full refund.`,
          )
          .waitFor({ timeout: 15_000 });
        expect(await detailNotice.getByRole('button', { name: /^Move to/ }).count()).toBe(0);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await detailNotice.getByRole('button', { name: 'Cancel for a full refund' }).click();
        const dialog = page.getByRole('dialog');
        await dialog
          .getByText(`${inr(Number(payment.amount))} will be refunded to your ChargeSetu wallet.`, {
            exact: false,
          })
          .waitFor();
        await dialog
          .getByText('Its charger is out of service, so you get your money back in full.', { exact: false })
          .waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
        await dialog.getByRole('button', { name: 'Cancel for a full refund' }).click();
        await expectToast(page, 'Booking cancelled');
        await page.getByTestId('booking-status').getByText('Cancelled').waitFor();
        await eventually(
          () => getStats(driver.token),
          (s) => s.walletBalance === (walletBefore + Number(payment.amount)).toFixed(2),
        );
        expect(consoleErrors).toEqual([]);
      } finally {
        for (const connectorId of outOfService) await setAvailability(cp, connectorId, 'Operative');
      }
    },
    JOURNEY_TIMEOUT_MS,
  );
});
