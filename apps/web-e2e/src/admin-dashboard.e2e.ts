import type {
  AdminFinance,
  AdminSystem,
  AdminUserPage,
  Booking,
  ChargePoint,
  CommandStatus,
  CreatePaymentResponse,
} from '@chargesetu/shared/contracts';
import type { Browser, Page, Response } from 'playwright-core';
import { seriousA11yViolations } from './support/a11y';
import { expectToast, JOURNEY_TIMEOUT_MS, openJourney, storedToken } from './support/accounts-ui';
import {
  addVehicle,
  apiPost,
  bookingBody,
  eventually,
  findSingleCharger,
  getBooking,
} from './support/bookings-api';
import { baseUrl, DESKTOP, expectHeading, finishTest, launchChromium, PHONE } from './support/browser';
import { ADMIN, apiGet, apiSignIn, registerAccount, seedSession } from './support/session';

/** GET /api/admin/overview as the API answers it. */
interface Overview {
  users: number;
  stations: number;
  activeSessions: number;
  revenue: string;
  generatedAt: string;
}

// en-IN formatting written out here with Intl, not taken from the app (docs/product.md §9: ₹, 2 decimals,
// en-IN).
const count = (n: number) => new Intl.NumberFormat('en-IN').format(n);
const rupees = (amount: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
    Number(amount),
  );

/** Each tab (docs/product.md §2.14) and a section heading only that tab has. */
const TABS: Array<[tab: string, heading: string]> = [
  ['Overview', 'Platform totals'],
  ['User Management', 'User directory'],
  ['Station Management', 'Approval requests'],
  ['Financial Management', 'Refund requests'],
  ['Analytics', 'City distribution'],
  ['System', 'Database tools'],
  ['Support', 'Station issue monitoring'],
];

/** The four live totals on screen equal these API figures. */
async function expectTotals(page: Page, api: Overview): Promise<void> {
  const expected: Array<[string, string]> = [
    ['Total Users', count(api.users)],
    ['Charging Stations', count(api.stations)],
    ['Active Sessions', count(api.activeSessions)],
    ['Revenue', rupees(api.revenue)],
  ];
  for (const [label, value] of expected) {
    await page.getByRole('group', { name: label }).getByText(value, { exact: true }).waitFor();
  }
}

// The System figures as the dashboard writes them, computed here from the API's answer (not taken from
// the app): binary units with one decimal, milliseconds, counts with their noun.
const bytes = (n: number): string => {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = n;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${n} B` : `${value.toFixed(1)} ${units[unit]}`;
};
const ms = (n: number): string =>
  n >= 1000 ? `${(n / 1000).toFixed(2)} s` : n < 10 ? `${n.toFixed(1)} ms` : `${Math.round(n)} ms`;
const serviceName = (name: string) => (name === 'ocpp' ? 'OCPP' : name[0].toUpperCase() + name.slice(1));
/** The sum of a figure over the services that report it, with its noun; Unknown when none does. */
function total(
  system: AdminSystem,
  pick: (s: AdminSystem['services'][number]) => number | null,
  nouns: [string, string],
) {
  const known = system.services.map(pick).filter((n): n is number => n !== null);
  if (known.length === 0) return 'Unknown';
  const sum = known.reduce((a, b) => a + b, 0);
  return `${count(sum)} ${sum === 1 ? nouns[0] : nouns[1]}`;
}

/** The next answer the page receives from a GET of `path` (with exactly `search`), as JSON. */
function nextAnswer<T>(page: Page, path: string, search = ''): Promise<T> {
  return page
    .waitForResponse((r: Response) => {
      const url = new URL(r.url());
      return r.request().method() === 'GET' && url.pathname === path && url.search === search;
    })
    .then(async (r) => {
      expect(r.status()).toBe(200);
      return (await r.json()) as T;
    });
}

/**
 * Keeps the last JSON answer the page received for each GET path (with its query), for reads a screen may
 * take from its cache rather than ask again.
 */
function recordAnswers(page: Page): (path: string) => unknown {
  const last = new Map<string, unknown>();
  page.on('response', (r: Response) => {
    const url = new URL(r.url());
    if (r.request().method() !== 'GET' || r.status() !== 200 || !url.pathname.startsWith('/api/')) return;
    r.json().then(
      (body) => last.set(`${url.pathname}${url.search}`, body),
      () => undefined,
    );
  });
  return (path) => {
    if (!last.has(path)) throw new Error(`the page has not read ${path}`);
    return last.get(path);
  };
}

/** One connector of a charge point in the registry's answer. */
const connectorOf = (list: ChargePoint[], id: string, connectorId: number) =>
  list.find((cp) => cp.id === id)?.connectors.find((c) => c.connectorId === connectorId);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(finishTest);
afterAll(() => browser.close());

describe.each([
  ['1366×850', DESKTOP],
  ['390×844', PHONE],
])('admin dashboard at %s (docs/product.md §2.14)', (_size, viewport) => {
  it(
    'a driver is sent to /admin-login, and the overview API refuses them (403) and anyone without a token (401)',
    async () => {
      const driver = await registerAccount('Rohan Das');
      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, driver);
      await page.goto('/admin-dashboard');
      await page.waitForURL('**/admin-login');
      await expectHeading(page, 'Administrator sign-in');
      expect(await page.getByText('Platform totals').count()).toBe(0);

      const asDriver = await fetch(`${baseUrl()}/api/admin/overview`, {
        headers: { Authorization: `Bearer ${driver.token}` },
      });
      expect(asDriver.status).toBe(403);
      const anonymous = await fetch(`${baseUrl()}/api/admin/overview`);
      expect(anonymous.status).toBe(401);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'the administrator sees the live totals the API reports, opens all seven tabs, and logs out',
    async () => {
      const admin = await apiSignIn(ADMIN.username, ADMIN.password, true);
      const { context, page, consoleErrors } = await openJourney(browser, viewport);
      await seedSession(context, admin);
      const before = await apiGet<Overview>('/api/admin/overview', admin.token);

      await page.goto('/admin-dashboard');
      await expectHeading(page, 'Admin Dashboard');
      await page.getByText(`Welcome, ${admin.user.name}`).waitFor();
      await expectTotals(page, before);
      expect(before.stations).toBeGreaterThan(0);

      // A new driver: Refresh reads the totals again, and they follow the API.
      await registerAccount('Kavya Nair');
      await page.getByRole('button', { name: 'Refresh' }).click();
      const after = await apiGet<Overview>('/api/admin/overview', admin.token);
      expect(after.users).toBe(before.users + 1);
      await expectTotals(page, after);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Every tab opens and shows its own content; nothing on the dashboard is sample data any more.
      for (const [tab, heading] of TABS) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        const panel = page.getByRole('tabpanel');
        await panel.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
        expect(await page.getByRole('tab', { name: tab, exact: true }).getAttribute('aria-selected')).toBe(
          'true',
        );
        // User Management is live (its own journey: admin-users.e2e.ts).
        if (tab === 'User Management') await panel.getByTestId('admin-users-table').waitFor();
        expect(await panel.getByText('Sample data').count()).toBe(0);
        if (['Financial Management', 'Analytics'].includes(tab)) {
          // The charts drew (MUI X Charts, in the lazily loaded tab chunk).
          await panel.locator('figure svg').first().waitFor();
        }
        if (tab === 'Analytics' || tab === 'User Management') {
          expect(await seriousA11yViolations(page)).toEqual([]);
        }
      }
      await page.getByRole('button', { name: 'Logout' }).click();
      await expectToast(page, 'Logged Out', 'You have been logged out of the admin dashboard');
      await page.waitForURL((url) => url.pathname === '/');
      expect(await storedToken(page)).toBeNull();
      await page.goto('/admin-dashboard');
      await page.waitForURL('**/admin-login');
      expect(consoleErrors).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'Overview, System and Support show what the platform really reports, after a new driver pays and a connector goes out of service',
    async () => {
      const admin = await apiSignIn(ADMIN.username, ADMIN.password, true);
      // Only administrators read the system figures, and the route takes no query.
      const driver = await registerAccount('Farah Sheikh');
      const systemUrl = `${baseUrl()}/api/admin/system`;
      expect((await fetch(systemUrl)).status).toBe(401);
      expect((await fetch(systemUrl, { headers: { Authorization: `Bearer ${driver.token}` } })).status).toBe(
        403,
      );
      const badQuery = await fetch(`${systemUrl}?verbose=1`, {
        headers: { Authorization: `Bearer ${admin.token}` },
      });
      expect(badQuery.status).toBe(400);
      expect((await badQuery.json()).message).toContain('verbose');

      // Data first: the new driver books and pays, and one online connector is taken out of service.
      const charger = await findSingleCharger();
      const vehicle = await addVehicle(driver.token, [charger.type]);
      const booking = await apiPost<Booking>('/api/bookings', bookingBody(charger, vehicle.id), driver.token);
      const { payment } = await apiPost<CreatePaymentResponse>(
        '/api/payments',
        { bookingId: booking.id, paymentMethod: 'upi', upiId: 'farah@okaxis' },
        driver.token,
      );
      await eventually(
        () => getBooking(driver.token, booking.id),
        (b) => b.status === 'confirmed',
      );
      const registry = await apiGet<ChargePoint[]>('/api/admin/charge-points', admin.token);
      const target = [...registry]
        .reverse()
        .flatMap((cp) => (cp.online ? cp.connectors.map((c) => ({ cp, c })) : []))
        .find(({ c }) => c.status === 'Available');
      if (!target) throw new Error('no online charge point has an Available connector');
      const { cp, c } = target;
      const availability = `/api/admin/charge-points/${encodeURIComponent(cp.id)}/availability`;
      const readRegistry = () => apiGet<ChargePoint[]>('/api/admin/charge-points', admin.token);
      try {
        const answer = await apiPost<CommandStatus>(
          availability,
          { connectorId: c.connectorId, type: 'Inoperative' },
          admin.token,
        );
        expect(answer.status).toBe('Accepted');
        await eventually(
          readRegistry,
          (list) => connectorOf(list, cp.id, c.connectorId)?.status === 'Unavailable',
        );

        const { context, page, consoleErrors } = await openJourney(browser, viewport);
        await seedSession(context, admin);
        const lastAnswer = recordAnswers(page);

        // Overview: the system metrics of the answer the page got, and the newest accounts and payments.
        const systemAnswer = nextAnswer<AdminSystem>(page, '/api/admin/system');
        const usersAnswer = nextAnswer<AdminUserPage>(page, '/api/auth/admin/users', '?limit=8');
        const financeAnswer = nextAnswer<AdminFinance>(page, '/api/admin/finance');
        await page.goto('/admin-dashboard');
        await expectHeading(page, 'Admin Dashboard');
        const [system, users, finance] = await Promise.all([systemAnswer, usersAnswer, financeAnswer]);
        // The platform under test has a metrics listener: nothing here is Unknown.
        if (!system.api || system.api.averageMs === null)
          throw new Error('the API response time was not measured');
        expect(system.databases).toHaveLength(1);
        const metric = (key: string) => page.getByTestId(`system-metric-${key}-value`);
        const ready = system.services.filter((s) => s.status === 'ready').length;
        await metric('ready').getByText(`${ready} of ${system.services.length}`, { exact: true }).waitFor();
        expect(await metric('response').textContent()).toBe(ms(system.api.averageMs));
        expect(await metric('outbox').textContent()).toBe(
          total(system, (s) => s.outboxBacklog, ['event waiting', 'events waiting']),
        );
        expect(await metric('dead-letters').textContent()).toBe(
          total(system, (s) => s.deadLetters, ['message', 'messages']),
        );
        expect(await metric('database').textContent()).toBe(bytes(system.databases[0].bytes));
        await page
          .getByText(
            `Average API response time ${ms(system.api.averageMs)} over ${count(system.api.requests)} requests since the last restart`,
          )
          .waitFor();

        // Recent activity: the accounts and payments of those answers, newest first; the new driver's
        // registration and payment are among them.
        const expected = [
          ...users.users.map((u) => ({ key: `account-${u.id}`, at: Date.parse(u.createdAt) })),
          ...finance.transactions.map((t) => ({ key: `payment-${t.id}`, at: Date.parse(t.date) })),
        ]
          .sort((a, b) => b.at - a.at)
          .slice(0, 8)
          .map((a) => `activity-${a.key}`);
        const activity = page.getByTestId('recent-activity');
        await activity.waitFor();
        const shown = await activity
          .locator('[data-testid^="activity-"]')
          .evaluateAll((items) => items.map((i) => i.getAttribute('data-testid')));
        expect(shown).toEqual(expected);
        await page
          .getByTestId(`activity-account-${driver.user.id}`)
          .getByText(`${driver.user.name} registered as a driver`)
          .waitFor();
        const paid = page.getByTestId(`activity-payment-${payment.id}`);
        await paid
          .getByText(
            `User #${driver.user.id} paid ${rupees(payment.amount)} by UPI for booking #${booking.id}`,
            { exact: false },
          )
          .waitFor();
        expect(await paid.locator('time').textContent()).toMatch(/^(just now|\d+ min ago)$/);
        expect(await page.getByText('Sample data').count()).toBe(0);
        expect(await seriousA11yViolations(page)).toEqual([]);

        // System: service health, the fixed settings, the integrations and the database as answered
        // (Refresh reads them again: the tab may otherwise show the Overview's answer).
        await page.getByRole('tab', { name: 'System', exact: true }).click();
        const panel = page.getByRole('tabpanel');
        await panel.getByTestId('service-health-summary').waitFor();
        const systemTabAnswer = nextAnswer<AdminSystem>(page, '/api/admin/system');
        await panel.getByRole('button', { name: 'Refresh', exact: true }).click();
        const now = await systemTabAnswer;
        for (const s of now.services) {
          await panel
            .getByTestId(`service-outbox-${s.name}`)
            .getByText(s.outboxBacklog === null ? 'Unknown' : count(s.outboxBacklog), { exact: true })
            .waitFor();
          const size = s.schemaBytes === null ? 'Unknown' : bytes(s.schemaBytes);
          expect(await panel.getByTestId(`schema-size-${serviceName(s.name)}`).textContent()).toBe(size);
        }
        const db = now.databases[0];
        await panel
          .getByText(`Embedded PostgreSQL (PGlite): ${db.name}, ${bytes(db.bytes)}`, { exact: true })
          .waitFor();
        expect(now.databaseKind).toBe('embedded');
        expect(await panel.getByLabel('Copy the data folder', { exact: true }).inputValue()).toBe(
          'cp -a .data chargesetu-backup',
        );
        // This platform runs without a language model (the e2e setup clears OPENAI_*).
        expect(now.integrations.languageModel).toBe(false);
        const assistant = panel.getByTestId('integration-AI assistant');
        await assistant.getByText('Not connected', { exact: true }).waitFor();
        await assistant.getByText('Built-in offline assistant', { exact: true }).waitFor();
        for (const origin of now.integrations.mapTileOrigins) {
          await panel.getByTestId('integration-Map services').getByText(origin, { exact: false }).waitFor();
        }
        await panel
          .getByTestId('integration-Payment gateway')
          .getByText('Simulated', { exact: true })
          .waitFor();
        await panel.getByTestId('setting-maintenance').getByText('None', { exact: true }).waitFor();
        expect(await panel.getByRole('switch').count()).toBe(0);
        expect(await panel.getByRole('button', { name: /Backup Now|Configure|Edit/ }).count()).toBe(0);
        expect(await seriousA11yViolations(page)).toEqual([]);

        // Support: no tickets (there is no ticket system), the connector out of service among the
        // charger issues, and the problems the system answer records.
        const chargePointsAnswer = nextAnswer<ChargePoint[]>(page, '/api/admin/charge-points');
        await page.getByRole('tab', { name: 'Support', exact: true }).click();
        const chargePoints = await chargePointsAnswer;
        await page.waitForLoadState('networkidle');
        const supportSystem = lastAnswer('/api/admin/system') as AdminSystem;
        await panel.getByTestId('support-tickets-none').getByText('No ticket system').waitFor();
        const issue = panel.getByTestId(`station-issue-${cp.id}-connector-${c.connectorId}`);
        await issue.getByText('Out of service (Unavailable)', { exact: true }).waitFor();
        const issues = await panel.locator('[data-testid^="station-issue-"]').count();
        await panel
          .getByText(
            `${issues} ${issues === 1 ? 'issue' : 'issues'} · ${chargePoints.length} charge points checked`,
            { exact: false },
          )
          .waitFor();
        const problems = supportSystem.services.reduce(
          (n, s) => n + (s.status === 'ready' ? 0 : 1) + (s.deadLetters ? 1 : 0) + (s.outboxBacklog ? 1 : 0),
          0,
        );
        if (problems === 0) await panel.getByTestId('system-logs-none').waitFor();
        else expect(await panel.getByTestId('system-logs').getByRole('listitem').count()).toBe(problems);
        expect(await seriousA11yViolations(page)).toEqual([]);

        // The issue leads to its charger under Station Management.
        await issue.getByRole('button', { name: `Open in Station Management: ${cp.id}` }).click();
        expect(
          await page
            .getByRole('tab', { name: 'Station Management', exact: true })
            .getAttribute('aria-selected'),
        ).toBe('true');
        await panel.getByRole('table', { name: 'Charge points' }).getByText(cp.id, { exact: true }).waitFor();
        expect(consoleErrors).toEqual([]);
      } finally {
        await apiPost<CommandStatus>(
          availability,
          { connectorId: c.connectorId, type: 'Operative' },
          admin.token,
        );
        await eventually(
          readRegistry,
          (list) => connectorOf(list, cp.id, c.connectorId)?.status === 'Available',
        );
      }
    },
    JOURNEY_TIMEOUT_MS,
  );
});
