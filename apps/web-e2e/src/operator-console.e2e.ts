import type {
  AdminChargingSessionList,
  AuditPage,
  Booking,
  ChargerOverview,
  ChargingStatus,
  CommandStatus,
  ConsoleTransactionList,
} from '@chargesetu/shared/contracts';
import type { Browser } from 'playwright-core';
import { seriousA11yViolations } from './support/a11y';
import { expectToast, JOURNEY_TIMEOUT_MS, openJourney } from './support/accounts-ui';
import {
  addVehicle,
  apiPost,
  bookingBody,
  eventually,
  findSingleCharger,
  getBooking,
} from './support/bookings-api';
import { DESKTOP, expectHeading, finishTest, launchChromium, PHONE } from './support/browser';
import { ADMIN, apiGet, apiSignIn, registerAccount, seedSession } from './support/session';

const OVERVIEW = '/api/admin/charge-points/overview?limit=100';
/** How long a charger's new status may take to show: its report, then the console's next read (15 s). */
const STATE_CHANGE_MS = 35_000;

// How the console writes money, written out here rather than taken from the app.
const rupees = (amount: string) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(amount));

/**
 * A new driver's paid booking of tomorrow's slot, charged now for a couple of seconds on the station's
 * simulated charge point and stopped: a completed session with a charger transaction. Its booking id.
 */
async function chargedSession(): Promise<number> {
  const driver = await registerAccount('Farhan Qureshi');
  const charger = await findSingleCharger();
  const vehicle = await addVehicle(driver.token, [charger.type]);
  const booking = await apiPost<Booking>('/api/bookings', bookingBody(charger, vehicle.id), driver.token);
  await apiPost(
    '/api/payments',
    { bookingId: booking.id, paymentMethod: 'upi', upiId: 'farhan@okaxis' },
    driver.token,
  );
  await eventually(
    () => getBooking(driver.token, booking.id),
    (b) => b.status === 'confirmed',
  );
  const status = () => apiGet<ChargingStatus>(`/api/charging/${booking.id}/status`, driver.token);
  await apiPost(`/api/charging/${booking.id}/control`, { action: 'start' }, driver.token);
  await eventually(status, (s) => s.status === 'active' && s.energyDelivered > 0, 20_000);
  await apiPost(`/api/charging/${booking.id}/control`, { action: 'stop' }, driver.token);
  await eventually(status, (s) => s.status === 'completed', 20_000);
  return booking.id;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(finishTest);
afterAll(() => browser.close());

describe.each([
  ['1366×850', DESKTOP],
  ['390×844', PHONE],
])('the operator console at %s (docs/product.md §2.14)', (_size, viewport) => {
  it(
    'the administrator sees a charged session’s revenue as the charging API’s, filters the chargers, takes a connector out of service from its details, and sees the state change and the audit row',
    async () => {
      const admin = await apiSignIn(ADMIN.username, ADMIN.password, true);
      const api = await apiGet<ChargerOverview>(OVERVIEW, admin.token);
      const target = api.chargers
        .flatMap((cp) => (cp.online ? cp.connectors.map((c) => ({ cp, c })) : []))
        .find(({ c }) => c.status === 'Available');
      if (!target) throw new Error('no online charger has an Available connector');
      const { cp, c } = target;
      if (cp.city === null) throw new Error(`the catalogue does not know the station of ${cp.id}`);
      const city = cp.city;
      const availability = `/api/admin/charge-points/${encodeURIComponent(cp.id)}/availability`;
      // A session charged on a simulated charger: its transaction shows with the charging service's cost.
      const since = new Date(Date.now() - 60 * 60_000).toISOString();
      const bookingId = await chargedSession();
      const sessions = await apiGet<AdminChargingSessionList>(
        `/api/charging/admin/sessions?since=${encodeURIComponent(since)}&limit=500`,
        admin.token,
      );
      const charged = sessions.find((s) => s.bookingId === bookingId);
      if (!charged?.chargePointId || !charged.transactionId)
        throw new Error(`the session of booking ${bookingId} has no charger transaction`);
      const transactions = await apiGet<ConsoleTransactionList>(
        '/api/admin/charge-points/transactions',
        admin.token,
      );
      expect(
        transactions.some(
          (t) => t.chargePointId === charged.chargePointId && t.transactionId === charged.transactionId,
        ),
      ).toBe(true);
      try {
        const { context, page, consoleErrors } = await openJourney(browser, viewport);
        await seedSession(context, admin);
        await page.goto('/admin-dashboard');
        await expectHeading(page, 'Admin Dashboard');
        await page.getByRole('tab', { name: 'Station Management', exact: true }).click();
        const panel = page.getByRole('tabpanel');
        await panel.getByRole('heading', { level: 2, name: 'Chargers', exact: true }).waitFor();

        // The transaction's revenue is its session's cost as the charging API answers it (not ₹0, not the
        // payment's total), beside the charger's energy.
        const live = panel.getByRole('table', { name: 'Live sessions and last 24 h', exact: true });
        const revenue = live.getByTestId(`tx-revenue-${charged.chargePointId}-${charged.transactionId}`);
        await revenue.getByText(rupees(charged.cost), { exact: true }).waitFor({ timeout: STATE_CHANGE_MS });
        expect(Number(charged.cost)).toBeGreaterThan(0);
        // Its session column names the booking it charged (not flagged: the charger ended it).
        const note = live.getByTestId(`tx-session-${charged.chargePointId}-${charged.transactionId}`);
        expect(await note.textContent()).toMatch(
          new RegExp(`^Booking CS-${String(bookingId).padStart(6, '0')}( · Idle \\d+ min)?$`),
        );
        await panel.getByText(/revenue is the session's energy cost, before fee and GST/).waitFor();

        // The counts are the API's.
        const counts = panel.getByRole('group', { name: 'Charger counts' });
        await counts.getByText(`${api.counts.online} online`, { exact: true }).waitFor();
        await counts.getByText(`${api.counts.faulted} faulted`, { exact: true }).waitFor();

        // Filtered by the charger's city and to online chargers, the server answers the matching page.
        const cityAnswer = page.waitForResponse(
          (r) => r.url().includes('/api/admin/charge-points/overview') && r.url().includes('city='),
        );
        await panel.getByRole('combobox', { name: 'City' }).click();
        await page.getByRole('option', { name: city, exact: true }).click();
        const filtered = (await (await cityAnswer).json()) as ChargerOverview;
        expect(filtered.chargers.every((x) => x.city === city)).toBe(true);
        await panel.getByRole('combobox', { name: 'Status' }).click();
        await page.getByRole('option', { name: 'Online', exact: true }).click();
        const table = panel.getByRole('table', { name: 'Chargers', exact: true });
        await table.getByText(cp.id, { exact: true }).waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);

        // Its details: connectors, firmware, history; the connector goes out of service after a confirmation.
        await table.getByRole('button', { name: `Details of ${cp.id}`, exact: true }).click();
        const details = page.getByRole('dialog', { name: new RegExp(`^${cp.id}`) });
        await details.getByRole('heading', { name: 'Recent status history' }).waitFor();
        await details.getByText(`Connector ${c.connectorId}: Available`, { exact: true }).waitFor();
        await details.getByRole('table', { name: `Status history of ${cp.id}` }).waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
        await details
          .getByRole('button', { name: `Take out of service: connector ${c.connectorId} of ${cp.id}` })
          .click();
        const ask = page.getByRole('dialog', {
          name: `Take connector ${c.connectorId} of ${cp.id} out of service?`,
        });
        await ask.getByRole('button', { name: 'Take out of service' }).click();
        await expectToast(page, cp.id, `Connector ${c.connectorId} of ${cp.id} is out of service`);

        // The charger's state changes on screen as it reports it: in the table and in its details.
        const connectors = panel.getByTestId(`charger-connectors-${cp.id}`);
        await connectors
          .getByText(`${c.connectorId}: Unavailable`, { exact: true })
          .waitFor({ timeout: STATE_CHANGE_MS });
        await table.getByRole('button', { name: `Details of ${cp.id}`, exact: true }).click();
        await details.getByText(`Connector ${c.connectorId}: Unavailable`, { exact: true }).waitFor();
        const history = details.getByRole('table', { name: `Status history of ${cp.id}` });
        await history.getByRole('cell', { name: 'Unavailable', exact: true }).first().waitFor();
        await details.getByRole('button', { name: 'Close' }).click();
        await details.waitFor({ state: 'detached' });

        // The audit log has the action: who, what, and the charger's answer, as the API records it.
        const log = await apiGet<AuditPage>(
          `/api/admin/charge-points/audit?chargePointId=${encodeURIComponent(cp.id)}`,
          admin.token,
        );
        const row = log.entries[0];
        expect(row).toMatchObject({
          adminUsername: ADMIN.username,
          action: 'ChangeAvailability',
          params: { connectorId: c.connectorId, type: 'Inoperative' },
          outcome: 'ok',
          answer: 'Accepted',
        });
        const audit = panel.getByRole('table', { name: 'Audit log', exact: true });
        const result = audit.getByTestId(`audit-result-${row.id}`);
        await result.getByText('Accepted', { exact: false }).waitFor({ timeout: STATE_CHANGE_MS });
        const auditRow = audit.getByRole('row').filter({ has: page.getByTestId(`audit-result-${row.id}`) });
        for (const text of [
          ADMIN.username,
          cp.id,
          'Change availability',
          `Inoperative, connector ${c.connectorId}`,
        ]) {
          await auditRow.getByText(text, { exact: true }).waitFor();
        }
        expect(await seriousA11yViolations(page)).toEqual([]);
        expect(consoleErrors).toEqual([]);
      } finally {
        await apiPost<CommandStatus>(
          availability,
          { connectorId: c.connectorId, type: 'Operative' },
          admin.token,
        );
        await eventually(
          () => apiGet<ChargerOverview>(OVERVIEW, admin.token),
          (o) =>
            o.chargers.find((x) => x.id === cp.id)?.connectors.find((x) => x.connectorId === c.connectorId)
              ?.status === 'Available',
          STATE_CHANGE_MS,
        );
      }
    },
    // A charged session first, then a charger's state change the console reads every 15 s: about 50 s on a quiet
    // machine, so more than one journey's allowance.
    2 * JOURNEY_TIMEOUT_MS,
  );
});
