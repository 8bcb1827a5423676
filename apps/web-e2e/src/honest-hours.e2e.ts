import type { Browser, Page } from 'playwright-core';
import type { Booking, Station } from '@chargesetu/shared/contracts';
import { seriousA11yViolations } from './support/a11y';
import { expectToast, JOURNEY_TIMEOUT_MS, openJourney } from './support/accounts-ui';
import { addVehicle, availableSlots, getBooking, istInstant, istTomorrow } from './support/bookings-api';
import { DESKTOP, expectHeading, finishTest, hasApi, launchChromium, PHONE } from './support/browser';
import { registerAccount, seedSession, type TestAccount } from './support/session';
import { haversineKm } from './support/stations-api';
import { cardIds, expectResults, finder } from './support/stations-page';

// Opening hours, read in IST (docs/product.md §2.2–§2.4, §9). The browser's clock is set to 03:00 IST on
// the next Wednesday, when the catalogue's 08:00–20:00 stations are closed and only the round-the-clock
// ones are open; the server keeps its real clock (its free-now figures are of the real now). The expected
// open states, hours texts and orders are computed here from GET /api/stations, independently of the app.

let browser: Browser;
let all: Station[] = [];
beforeAll(async () => {
  browser = await launchChromium();
  if (hasApi())
    all = (await (await fetch(`${process.env['E2E_BASE_URL']}/api/stations`)).json()) as Station[];
});
afterEach(finishTest);
afterAll(() => browser.close());

const withApi = hasApi() ? describe : describe.skip;

// ---- An independent reading of the catalogue's hours -------------------------------------------------

type Day = '24/7' | { open: string; close: string };
type Week = '24/7' | Partial<Record<string, Day>>;
const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

function weekOf(s: Station): Week {
  const raw = s.operatingHours;
  if (raw === '24/7') return '24/7';
  return (typeof raw === 'string' ? JSON.parse(raw) : raw) as Week;
}
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/** Open on that weekday at that minute (the catalogue has no hours running past midnight: checked below). */
function openAt(s: Station, weekday: string, minute: number): boolean {
  const week = weekOf(s);
  if (week === '24/7') return true;
  const day = week[weekday];
  if (!day) return false;
  if (day === '24/7') return true;
  return minutes(day.open) <= minute && minute < (day.close === '24:00' ? 1440 : minutes(day.close));
}
const allDay = (s: Station) => {
  const week = weekOf(s);
  return week === '24/7' || WEEK.every((d) => week[d] === '24/7');
};

/** The one-line hours as a person writes them: "Mon–Fri 08:00–20:00, Sat 09:00–18:00, Sun Closed". */
function hoursLine(s: Station): string {
  const week = weekOf(s);
  if (week === '24/7') return '24/7';
  const text = WEEK.map((d) => {
    const day = week[d];
    return !day ? 'Closed' : day === '24/7' ? 'Open 24 hours' : `${day.open}–${day.close}`;
  });
  const short = (i: number) => WEEK[i].charAt(0).toUpperCase() + WEEK[i].slice(1, 3);
  if (text.every((t) => t === text[0])) return `Daily ${text[0]}`;
  const parts: string[] = [];
  for (let start = 0, i = 1; i <= 7; i++) {
    if (i < 7 && text[i] === text[start]) continue;
    parts.push(`${i - 1 === start ? short(start) : `${short(start)}–${short(i - 1)}`} ${text[start]}`);
    start = i;
  }
  return parts.join(', ');
}

/** The first Wednesday after today in India (1 to 7 days ahead), as YYYY-MM-DD. */
function nextWednesdayIst(): string {
  const ist = new Date(Date.now() + 330 * 60_000);
  const ahead = (3 - ist.getUTCDay() + 7) % 7 || 7;
  return new Date(ist.getTime() + ahead * 86_400_000).toISOString().slice(0, 10);
}
const WEDNESDAY = nextWednesdayIst();
const THREE_AM = minutes('03:00');
const atThreeAm = (page: Page) => page.clock.setFixedTime(istInstant(WEDNESDAY, '03:00'));

/** A station open 08:00–20:00 on Wednesdays (closed at 03:00), with a charger of some type and power. */
function dayTimeStation(): Station {
  const station = all.find((s) => {
    const week = weekOf(s);
    const day = week === '24/7' ? undefined : week['wednesday'];
    return day !== undefined && day !== '24/7' && day.open === '08:00' && day.close === '20:00';
  });
  if (!station) throw new Error('no station open 08:00–20:00 on Wednesdays in the catalogue');
  return station;
}

const lowestPrice = (s: Station) => {
  const prices = s.chargers.map((c) => Number(c.pricePerKwh)).filter((p) => p > 0);
  return prices.length ? Math.min(...prices) : Number.POSITIVE_INFINITY;
};
const strongest = (s: Station) => Math.max(0, ...s.chargers.map((c) => c.power));

async function driver(name: string, connectorTypes: string[][]): Promise<TestAccount> {
  const account = await registerAccount(name);
  const models = ['Nexon EV', 'Tiago EV', 'ZS EV'];
  for (const [i, types] of connectorTypes.entries()) await addVehicle(account.token, types, models[i]);
  return account;
}

/** Nothing on the page (screen-reader text included) gives a free-now figure. */
async function expectNoFreeNowFigure(page: Page) {
  expect(await page.locator('main').textContent()).not.toMatch(/free now/i);
}

describe('the catalogue the journeys rely on', () => {
  withApi('GET /api/stations', () => {
    it('has no hours that run past midnight, so the oracle above can read them day by day', () => {
      for (const s of all) {
        const week = weekOf(s);
        if (week === '24/7') continue;
        for (const day of Object.values(week)) {
          if (day && day !== '24/7') expect(minutes(day.close)).toBeGreaterThan(minutes(day.open));
        }
      }
    });
  });
});

describe.each([
  ['1366×850', DESKTOP],
  ['390×844', PHONE],
] as const)('honest hours at %s (docs/product.md §2.2–§2.4)', (_size, viewport) => {
  withApi('with the seeded catalogue', () => {
    it('a closed station shows "Closed" and when it opens, never a free-now figure, on its page and card', async () => {
      const station = dayTimeStation();
      const { page } = await openJourney(browser, viewport);
      await atThreeAm(page);
      await page.goto(`/station/${station.id}`);
      await expectHeading(page, station.name);
      await page
        .getByTestId('station-open-status')
        .filter({ hasText: 'Closed now · opens at 08:00' })
        .waitFor();
      const badge = page.getByTestId('availability-badge');
      expect(await badge.getAttribute('data-level')).toBe('Closed');
      expect(await badge.getAttribute('title')).toBe('Closed now · opens at 08:00');
      expect(await badge.textContent()).toBe('Availability now: Closed (Closed now · opens at 08:00)');
      const closedNote = page.getByTestId('chargers-closed');
      expect(await closedNote.textContent()).toContain('Closed now · opens at 08:00.');
      expect(await page.getByTestId('charger-live').count()).toBe(0);
      await expectNoFreeNowFigure(page);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The finder's card says the same (found by its name), while a round-the-clock station keeps its
      // live figure.
      await page.goto(`/home?q=${encodeURIComponent(station.name)}`);
      const card = finder.listCards(page).and(page.locator(`[data-station-id="${station.id}"]`));
      await card
        .getByTestId('station-open-status')
        .filter({ hasText: 'Closed now · opens at 08:00' })
        .waitFor();
      expect(await card.getByTestId('availability-badge').textContent()).toBe(
        'Availability now: Closed (Closed now · opens at 08:00)',
      );
      expect(await card.textContent()).not.toMatch(/free now/i);
      expect(await seriousA11yViolations(page)).toEqual([]);
      const open = all.find(allDay);
      if (!open) throw new Error('no 24×7 station in the catalogue');
      await page.goto(`/home?q=${encodeURIComponent(open.name)}`);
      const openCard = finder.listCards(page).and(page.locator(`[data-station-id="${open.id}"]`));
      await openCard
        .getByTestId('availability-badge')
        .filter({ hasText: /free now/ })
        .waitFor();
      expect(await openCard.getByTestId('station-open-status').textContent()).toBe('Open 24 hours');
    });

    it(
      "the booking screen's hours badge is the station's real hours (not 24/7), with its open state",
      async () => {
        const station = dayTimeStation();
        const charger = station.chargers[0];
        const account = await driver('Kavya Menon', [[charger.type]]);
        const { context, page } = await openJourney(browser, viewport);
        await seedSession(context, account);
        await atThreeAm(page);
        await page.goto(
          `/booking/${station.id}?connector=${encodeURIComponent(charger.type)}&power=${charger.power}`,
        );
        await expectHeading(page, 'Book a charging slot');
        const badge = page.getByTestId('booking-hours-badge');
        await badge.waitFor();
        expect(await badge.textContent()).toBe(hoursLine(station));
        expect(await badge.textContent()).not.toBe('24/7');
        expect(await page.getByTestId('booking-open-status').textContent()).toBe(
          'Closed now · opens at 08:00',
        );
        await page.getByTestId('chargers-closed').waitFor();
        // Closed at night: no Night slots; the first slot of the day is its opening.
        await page.locator('[data-testid="time-slot"]').first().waitFor();
        expect(await page.getByRole('group', { name: 'Night' }).count()).toBe(0);
        expect(await page.locator('[data-testid="time-slot"]').first().getAttribute('data-time')).toBe(
          '08:00',
        );
        await expectNoFreeNowFigure(page);
        expect(await seriousA11yViolations(page)).toEqual([]);
      },
      JOURNEY_TIMEOUT_MS,
    );

    it(
      'Open now and 24×7 filter by the hours, live in the address; sort by price and power; Near Me comes first and Recommended does not repeat it',
      async () => {
        const { context, page } = await openJourney(browser, viewport);
        const bengaluru = { latitude: 12.9756, longitude: 77.605 };
        await context.grantPermissions(['geolocation']);
        await context.setGeolocation(bengaluru);
        await atThreeAm(page);
        await page.goto('/home');
        await expectResults(page, 'All Stations', all.length);

        const openNow = all.filter((s) => openAt(s, 'wednesday', THREE_AM));
        const roundTheClock = all.filter(allDay);
        expect(openNow.length).toBeGreaterThan(roundTheClock.length); // "24×7 but Sundays" are open now
        expect(roundTheClock.length).toBeLessThan(all.length);

        await page.getByRole('button', { name: /^Filters/ }).click();
        // Clicked, not check(): the box follows the address, which changes a moment after the click.
        await page.getByRole('checkbox', { name: 'Open now' }).click();
        await expectResults(page, 'All Stations', openNow.length);
        await page.waitForURL(/openNow=1/);
        expect(await cardIds(finder.listCards(page))).toEqual(openNow.slice(0, 24).map((s) => s.id));
        await page.getByRole('checkbox', { name: '24×7' }).click();
        await expectResults(page, 'All Stations', roundTheClock.length);
        await page.waitForURL(/openNow=1&allDay=1/);
        await page.getByRole('button', { name: 'Filters (2)' }).waitFor();
        for (const status of await finder
          .listCards(page)
          .getByTestId('station-open-status')
          .allTextContents())
          expect(status).toBe('Open 24 hours');
        expect(await seriousA11yViolations(page)).toEqual([]);

        // A shared link restores the filters.
        await page.goto('/home?allDay=1');
        await expectResults(page, 'All Stations', roundTheClock.length);
        await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
        await page.goto('/home');
        await expectResults(page, 'All Stations', all.length);

        // Sorts: distance waits for a location; price and power order the list.
        const sort = page.getByLabel('Sort by');
        expect(await sort.locator('option[value="distance"]').isDisabled()).toBe(true);
        await sort.selectOption('price');
        await page.waitForURL(/sort=price/);
        const byPrice = [...all].sort((a, b) => lowestPrice(a) - lowestPrice(b));
        await page.waitForFunction(
          (first) =>
            document
              .querySelector('[data-testid="station-list"] [data-testid="station-card"]')
              ?.getAttribute('data-station-id') === String(first),
          byPrice[0].id,
        );
        expect((await cardIds(finder.listCards(page))).slice(0, 8)).toEqual(
          byPrice.slice(0, 8).map((s) => s.id),
        );
        await sort.selectOption('power');
        await page.waitForURL(/sort=power/);
        const byPower = [...all].sort((a, b) => strongest(b) - strongest(a));
        await page.waitForFunction(
          (first) =>
            document
              .querySelector('[data-testid="station-list"] [data-testid="station-card"]')
              ?.getAttribute('data-station-id') === String(first),
          byPower[0].id,
        );
        expect((await cardIds(finder.listCards(page))).slice(0, 8)).toEqual(
          byPower.slice(0, 8).map((s) => s.id),
        );

        // Near Me: the nearest three first, then Recommended without them.
        await finder.nearMe(page).click();
        await page.getByRole('button', { name: 'Near Me', pressed: true }).waitFor();
        await page.waitForURL(/sort=distance/);
        expect(await sort.inputValue()).toBe('distance');
        const byDistance = [...all].sort((a, b) => haversineKm(bengaluru, a) - haversineKm(bengaluru, b));
        const nearestCards = page.getByTestId('nearest-stations').getByTestId('station-card');
        await nearestCards.first().waitFor();
        const nearestIds = byDistance.slice(0, 3).map((s) => s.id);
        expect(await cardIds(nearestCards)).toEqual(nearestIds);
        const recommendedIds = byDistance
          .filter((s) => !nearestIds.includes(s.id) && s.chargers.some((c) => c.power >= 100))
          .slice(0, 3)
          .map((s) => s.id);
        expect(await cardIds(finder.recommendedCards(page))).toEqual(recommendedIds);
        // In that order on the page: Nearest to you, then Recommended, then the list.
        const tops = await Promise.all(
          ['nearest-stations', 'recommended-stations', 'station-list'].map(
            async (id) => (await page.getByTestId(id).boundingBox())?.y ?? -1,
          ),
        );
        expect([...tops].sort((a, b) => a - b)).toEqual(tops);
        expect(await seriousA11yViolations(page)).toEqual([]);
      },
      JOURNEY_TIMEOUT_MS,
    );

    it(
      'a night slot (before 06:00) at a 24×7 station can be booked, under "Night"; the only fitting vehicle is already chosen',
      async () => {
        const date = istTomorrow();
        let choice: { station: Station; type: string; power: number; slot: string } | undefined;
        for (const station of all.filter(allDay)) {
          const charger = station.chargers[0];
          const night = (await availableSlots(station.id, date, charger.type, charger.power)).filter(
            (s) => s.time < '06:00',
          );
          expect(night.length).toBe(12); // 00:00 to 05:30
          const free = night.find((s) => s.available);
          if (free) {
            choice = { station, type: charger.type, power: charger.power, slot: free.time };
            break;
          }
        }
        if (!choice) throw new Error('no 24×7 station has a free night slot tomorrow');
        const { station, type, power, slot } = choice;
        const account = await driver('Farhan Qureshi', [[type]]);
        const { context, page } = await openJourney(browser, viewport);
        await seedSession(context, account);
        await page.goto(`/booking/${station.id}?connector=${encodeURIComponent(type)}&power=${power}`);
        await expectHeading(page, 'Book a charging slot');
        expect(await page.getByTestId('booking-hours-badge').textContent()).toBe('24/7');
        // The only vehicle, and it fits: chosen already.
        const vehicle = page.getByTestId('vehicle-option').filter({ hasText: 'Tata Nexon EV' });
        await vehicle.and(page.locator('[aria-pressed="true"]')).waitFor();

        await page.getByTestId('booking-date').fill(date);
        const night = page.getByRole('group', { name: 'Night' });
        const slotButton = night.locator(`[data-testid="time-slot"][data-time="${slot}"]`);
        await slotButton.click();
        expect(await slotButton.getAttribute('aria-pressed')).toBe('true');
        expect(await night.getByRole('heading', { name: 'Night' }).count()).toBe(1);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Confirm & Proceed to Payment' }).click();
        await expectToast(page, 'Booking created', 'Proceeding to payment');
        await page.waitForURL(/\/payment\/\d+$/);
        const id = Number(new URL(page.url()).pathname.split('/').pop());
        const booking: Booking = await getBooking(account.token, id);
        expect(booking).toMatchObject({
          status: 'pending',
          stationId: station.id,
          startTime: istInstant(date, slot).toISOString(),
        });
      },
      JOURNEY_TIMEOUT_MS,
    );

    it(
      'the only vehicle compatible with the chosen connector is preselected; with two that fit, none is',
      async () => {
        const station = all.find(
          (s) => s.chargers.some((c) => c.type === 'CCS2') && s.chargers.some((c) => c.type === 'Type 2'),
        );
        const ccs2 = station?.chargers.find((c) => c.type === 'CCS2');
        if (!station || !ccs2) throw new Error('no station with both CCS2 and Type 2 chargers');
        const account = await driver('Meera Pillai', [['CCS2'], ['Type 2']]);
        const { context, page } = await openJourney(browser, viewport);
        await seedSession(context, account);
        await page.goto(`/booking/${station.id}?connector=CCS2&power=${ccs2.power}`);
        await expectHeading(page, 'Book a charging slot');
        const option = (model: string) =>
          page.getByTestId('vehicle-option').filter({ hasText: `Tata ${model}` });
        await option('Nexon EV').and(page.locator('[aria-pressed="true"]')).waitFor();
        expect(await option('Tiago EV').isDisabled()).toBe(true);
        expect(await option('Tiago EV').textContent()).toContain('Incompatible with CCS2');
        expect(await seriousA11yViolations(page)).toEqual([]);

        // Another connector: the vehicle that fits it is chosen instead.
        await page
          .getByRole('group', { name: 'Connector type' })
          .getByRole('button', { name: 'Type 2', exact: true })
          .click();
        await option('Tiago EV').and(page.locator('[aria-pressed="true"]')).waitFor();
        expect(await option('Nexon EV').getAttribute('aria-pressed')).toBe('false');

        // Two vehicles that fit CCS2: the driver chooses.
        await addVehicle(account.token, ['CCS2'], 'ZS EV');
        await page.reload();
        await expectHeading(page, 'Book a charging slot');
        await option('ZS EV').waitFor();
        expect(
          await page.getByTestId('vehicle-option').and(page.locator('[aria-pressed="true"]')).count(),
        ).toBe(0);
      },
      JOURNEY_TIMEOUT_MS,
    );
  });
});
