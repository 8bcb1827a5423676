import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import { paymentsService } from '@chargesetu/payments/service';
import {
  ASSISTANT_EXAMPLE_QUESTIONS,
  type Booking,
  type Charger,
  type Station,
} from '@chargesetu/shared/contracts';
import {
  addDaysYmd,
  bookingReference,
  connectorMatches,
  estimateCost,
  formatDateIn,
  formatInr,
  formatOperatingHours,
  istInstant,
  priceBreakdown,
  slotEnd,
  todayIst,
} from '@chargesetu/shared/domain';
import { eventually, useTestPlatform } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import {
  assistantClient,
  startAssistantPlatform,
  storedExchanges,
  type Driver,
} from '../../testing/assistant-platform';
import { assistantService } from '../assistant.module';

// The offline assistant (no model configured) against the real stations, bookings, payments and auth
// services on PostgreSQL and RabbitMQ. Every expectation is computed from the live catalogue and the
// driver's real bookings, never written in by hand.

jest.setTimeout(180_000);

const platformOf = useTestPlatform((b) =>
  startAssistantPlatform(
    [authService, stationsService, bookingsService, paymentsService, assistantService],
    b,
    { ASSISTANT_MAX_PER_MINUTE: '1000' },
  ),
);
const client = assistantClient(platformOf);
let asha: Driver; // Tata Nexon EV (CCS2): one paid booking, one unpaid
let bilal: Driver;
let all: Station[];
let paid: Booking;
let unpaid: Booking;
let singleCharger: Station; // a 24/7 station with exactly one charger, booked tomorrow at 18:00

const link = (s: { id: number; name: string }) => `[${s.name}](/station/${s.id})`;
const inCity = (city: string) => all.filter((s) => s.address.city === city);
const inState = (state: string) => all.filter((s) => s.address.state === state);
const has = (s: Station, f: (c: Charger) => boolean) => s.chargers.some(f);
const ask = (query: string, driver: Driver = asha) => client.answer(driver, query);
const tomorrow = () => addDaysYmd(todayIst(), 1);

/** Per station, the cheapest charger that can deliver `powerKw` (exact power first), priced for `minutes`; cheapest first. */
function cheapestFor(stations: readonly Station[], powerKw: number, minutes: number) {
  return stations
    .map((s) => {
      const exact = s.chargers.filter((c) => c.power === powerKw);
      const usable = exact.length ? exact : s.chargers.filter((c) => c.power >= powerKw);
      if (usable.length === 0) return null;
      const price = Math.min(...usable.map((c) => Number(c.pricePerKwh)));
      return { s, price, lines: priceBreakdown(estimateCost(price, powerKw, minutes)) };
    })
    .filter((x): x is NonNullable<typeof x> => x !== null)
    .sort((a, b) => a.lines.total - b.lines.total || a.s.id - b.s.id);
}

async function book(
  driver: Driver,
  station: Station,
  charger: Charger,
  date: string,
  hhmm: string,
): Promise<Booking> {
  const start = istInstant(date, hhmm);
  const res = await client.call('POST', '/api/bookings', {
    token: driver.token,
    payload: {
      stationId: station.id,
      vehicleId: driver.vehicleId,
      chargerType: charger.type,
      power: charger.power,
      startTime: start.toISOString(),
      endTime: slotEnd(start).toISOString(),
    },
  });
  if (res.statusCode !== 201) throw new Error(`booking: ${res.statusCode} ${res.body}`);
  return res.json();
}

beforeAll(async () => {
  all = await client.stations();
  asha = await client.newDriver();
  bilal = await client.newDriver();

  const allDay = all.filter((s) => formatOperatingHours(s.operatingHours) === '24/7');
  const ccs2 = allDay.find((s) => s.chargers.some((c) => c.type === 'CCS2'))!;
  const charger = ccs2.chargers.find((c) => c.type === 'CCS2')!;
  paid = await book(asha, ccs2, charger, addDaysYmd(todayIst(), 3), '10:00');
  const pay = await client.call('POST', '/api/payments', {
    token: asha.token,
    payload: { bookingId: paid.id, paymentMethod: 'upi', upiId: 'asha@okaxis' },
  });
  expect(pay.statusCode).toBe(201);
  await eventually(async () => {
    const res = await client.call('GET', `/api/bookings/${paid.id}`, { token: asha.token });
    expect(res.json().status).toBe('confirmed');
  });
  unpaid = await book(asha, ccs2, charger, addDaysYmd(todayIst(), 4), '11:30');

  singleCharger = allDay.find((s) => s.chargers.length === 1 && s.chargers[0].type === 'CCS2')!;
  await book(bilal, singleCharger, singleCharger.chargers[0], tomorrow(), '18:00');
});

describe('the six example questions of the chat screen', () => {
  it('are six', () => {
    expect(ASSISTANT_EXAMPLE_QUESTIONS).toHaveLength(6);
  });

  it(`"${ASSISTANT_EXAMPLE_QUESTIONS[0]}": every Bengaluru station with a charger of 100 kW or more, and no other`, async () => {
    const answer = await ask(ASSISTANT_EXAMPLE_QUESTIONS[0]);
    const fast = inCity('Bengaluru').filter((s) => has(s, (c) => c.power >= 100));
    expect(fast.length).toBeGreaterThan(0);
    expect(answer).toContain(
      `**${fast.length} station${fast.length === 1 ? '' : 's'}** in **Bengaluru, Karnataka**`,
    );
    for (const s of fast) expect(answer).toContain(link(s));
    for (const s of inCity('Bengaluru').filter((x) => !fast.includes(x)))
      expect(answer).not.toContain(link(s));
  });

  it(`"${ASSISTANT_EXAMPLE_QUESTIONS[1]}": every Mumbai station, best rated first`, async () => {
    const answer = await ask(ASSISTANT_EXAMPLE_QUESTIONS[1]);
    const mumbai = inCity('Mumbai').sort((a, b) => b.ratings - a.ratings || a.id - b.id);
    expect(answer).toContain(`**${mumbai.length} stations** in **Mumbai, Maharashtra**`);
    for (const s of mumbai.slice(0, 8)) expect(answer).toContain(link(s));
    expect(answer.indexOf(link(mumbai[0]))).toBeLessThan(answer.indexOf(link(mumbai[1])));
    for (const s of inCity('Navi Mumbai')) expect(answer).not.toContain(link(s));
  });

  it(`"${ASSISTANT_EXAMPLE_QUESTIONS[2]}": the cheapest 60 kW option in India, priced price × 60 kW × 0.5 h + ₹10 + 18% GST`, async () => {
    const answer = await ask(ASSISTANT_EXAMPLE_QUESTIONS[2]);
    const options = cheapestFor(all, 60, 30);
    const best = options[0];
    expect(answer).toContain(`${options.length} stations can do it. Cheapest: ${link(best.s)}`);
    expect(answer).toContain(
      `${formatInr(best.price)}/kWh × 60 kW × 30 minutes (30 kWh) = **${formatInr(best.lines.estimated)}**`,
    );
    expect(answer).toContain(`GST 18% on (charging + fee): ${formatInr(best.lines.gst)}`);
    expect(answer).toContain(`**Total: ${formatInr(best.lines.total)}**`);
  });

  it(`"${ASSISTANT_EXAMPLE_QUESTIONS[3]}": CCS2, with how many stations have it`, async () => {
    const answer = await ask(ASSISTANT_EXAMPLE_QUESTIONS[3]);
    expect(answer).toContain(
      '**Tata Nexon EV** uses **CCS2** for DC fast charging and **Type 2** for AC charging',
    );
    expect(answer).toContain(
      `**${all.filter((s) => has(s, (c) => c.type === 'CCS2')).length} stations** have CCS2`,
    );
    expect(answer).toContain(
      `**${all.filter((s) => has(s, (c) => c.type === 'Type 2')).length} stations** have Type 2`,
    );
  });

  it(`"${ASSISTANT_EXAMPLE_QUESTIONS[4]}": the app's real steps and screens, booking then paying`, async () => {
    const answer = await ask(ASSISTANT_EXAMPLE_QUESTIONS[4]);
    for (const text of [
      '**Book Now**',
      '**Date & Time**',
      '**Your Vehicle**',
      '**Confirm & Proceed to Payment**',
      '**UPI**',
      '**Pay Now**',
      '**Booking Confirmed!**',
      '₹10.00 platform fee',
    ]) {
      expect(answer).toContain(text);
    }
    expect(answer.indexOf('Confirm & Proceed to Payment')).toBeLessThan(answer.indexOf('**Pay Now**'));
  });

  it(`"${ASSISTANT_EXAMPLE_QUESTIONS[5]}": the driver's paid booking under Upcoming and the unpaid one with Pay Now`, async () => {
    const answer = await ask(ASSISTANT_EXAMPLE_QUESTIONS[5]);
    expect(answer).toMatch(/\*\*Upcoming \(1\):\*\*/);
    expect(answer).toContain(
      `**${bookingReference(paid.id)}** — ${link({ id: paid.stationId, name: paid.station!.name })}, ${formatDateIn(paid.startTime)}`,
    );
    expect(answer).toContain(`[Pay Now](/payment/${unpaid.id})`);
    const other = await ask(ASSISTANT_EXAMPLE_QUESTIONS[5], bilal);
    expect(other).not.toContain(bookingReference(paid.id));
  });
});

describe('realistic driver questions', () => {
  it('"What is the cheapest place to charge in Mumbai?": the Mumbai station with the lowest price per kWh first, with its price', async () => {
    const answer = await ask('What is the cheapest place to charge in Mumbai?');
    const options = inCity('Mumbai').flatMap((s) => s.chargers.map((c) => ({ s, c })));
    options.sort(
      (a, b) => Number(a.c.pricePerKwh) - Number(b.c.pricePerKwh) || b.c.power - a.c.power || a.s.id - b.s.id,
    );
    const best = options[0];
    expect(answer).toContain(
      `1. ${link(best.s)}, Mumbai — ${best.c.type} ${best.c.power} kW at **${formatInr(best.c.pricePerKwh)}/kWh**`,
    );
    const slot = priceBreakdown(estimateCost(best.c.pricePerKwh, best.c.power, 30));
    expect(answer).toContain(formatInr(slot.total));
  });

  it('"How much does a 30-minute slot at 60 kW cost in Pune?": the cheapest Pune option, every line of the formula', async () => {
    const answer = await ask('How much does a 30-minute slot at 60 kW cost in Pune?');
    const options = cheapestFor(inCity('Pune'), 60, 30);
    const best = options[0];
    expect(answer).toContain(`Cheapest: ${link(best.s)}`);
    expect(answer).toContain(`× 60 kW × 30 minutes (30 kWh) = **${formatInr(best.lines.estimated)}**`);
    expect(answer).toContain(`GST 18% on (charging + fee): ${formatInr(best.lines.gst)}`);
    expect(answer).toContain(`**Total: ${formatInr(best.lines.total)}**`);
    for (const o of options.slice(1)) expect(answer).toContain(link(o.s));
  });

  it('"Which stations are compatible with my vehicle?": the driver’s own vehicle and how many stations have its connector', async () => {
    const answer = await ask('Which stations are compatible with my vehicle?');
    const fit = all.filter((s) => has(s, (c) => connectorMatches('CCS2', c.type)));
    expect(answer).toContain('**Tata Nexon EV (TS 09');
    expect(answer).toContain(`takes CCS2: **${fit.length} stations** in India fit`);
    const best = [...fit].sort((a, b) => b.ratings - a.ratings || a.id - b.id)[0];
    expect(answer).toContain(link(best));
  });

  it('"stations in Pune" names every Pune station and no other city’s', async () => {
    const answer = await ask('stations in Pune');
    for (const s of inCity('Pune')) expect(answer).toContain(link(s));
    expect(answer).toContain(`**${inCity('Pune').length} stations** in **Pune, Maharashtra**`);
    for (const s of inCity('Mumbai')) expect(answer).not.toContain(link(s));
  });

  it('"Dilli mein charging station kaha hai" lists the state of Delhi, best rated first', async () => {
    const answer = await ask('Dilli mein charging station kaha hai');
    const delhi = inState('Delhi').sort((a, b) => b.ratings - a.ratings || a.id - b.id);
    expect(answer).toContain(`**${delhi.length} stations** in **Delhi**`);
    expect(answer.indexOf(link(delhi[0]))).toBeGreaterThan(0);
    expect(answer.indexOf(link(delhi[0]))).toBeLessThan(answer.indexOf(link(delhi[1])));
  });

  it('"Banglore me sasta charger" (misspelt, Hinglish) puts the cheapest Bengaluru price first', async () => {
    const answer = await ask('Banglore me sasta charger');
    const min = Math.min(...inCity('Bengaluru').flatMap((s) => s.chargers.map((c) => Number(c.pricePerKwh))));
    expect(answer).toMatch(
      new RegExp(`^1\\. .*\\*\\*${formatInr(min).replace(/[.₹]/g, '\\$&')}/kWh\\*\\*`, 'm'),
    );
    expect(answer).toContain('**Bengaluru, Karnataka**');
  });

  it('"fast chargers near Gurgaon" finds Gurugram’s 100 kW+ stations', async () => {
    const answer = await ask('fast chargers near Gurgaon');
    const fast = inCity('Gurugram').filter((s) => has(s, (c) => c.power >= 100));
    expect(fast.length).toBeGreaterThan(0);
    for (const s of fast) expect(answer).toContain(link(s));
    expect(answer).toContain('**Gurugram, Haryana**');
  });

  it('"Any CHAdeMO chargers in Hyderabad?" lists exactly the Hyderabad stations with CHAdeMO', async () => {
    const answer = await ask('Any CHAdeMO chargers in Hyderabad?');
    const hyd = inCity('Hyderabad');
    const chademo = hyd.filter((s) => has(s, (c) => c.type === 'CHAdeMO'));
    expect(chademo.length).toBeGreaterThan(0);
    for (const s of chademo) expect(answer).toContain(link(s));
    for (const s of hyd.filter((x) => !chademo.includes(x))) expect(answer).not.toContain(link(s));
  });

  it.each([
    ['Stations in Madras', 'Chennai'],
    ['Calcutta mein chargers', 'Kolkata'],
    ['Bombay charging stations', 'Mumbai'],
    ['charging points in Chenai', 'Chennai'],
    ['Hydrabad stations kaha hai', 'Hyderabad'],
  ])('"%s" understands the city as %s', async (question, city) => {
    const answer = await ask(question);
    const stations = inCity(city);
    expect(answer).toContain(`**${stations.length} stations** in **${city},`);
    const best = [...stations].sort((a, b) => b.ratings - a.ratings || a.id - b.id)[0];
    expect(answer).toContain(link(best));
  });

  it('"cost to charge 30 kW for 1 hour at <station>" gives the exact formula value', async () => {
    const station = all.find((s) => s.chargers.filter((c) => c.power === 30).length === 1)!;
    const charger = station.chargers.find((c) => c.power === 30)!;
    const answer = await ask(`cost to charge 30 kW for 1 hour at ${station.name}`);
    const lines = priceBreakdown(estimateCost(charger.pricePerKwh, 30, 60));
    expect(answer).toContain(link(station));
    expect(answer).toContain(
      `${formatInr(charger.pricePerKwh)}/kWh × 30 kW × 1 hour (30 kWh) = **${formatInr(lines.estimated)}**`,
    );
    expect(answer).toContain('Platform fee: ₹10.00');
    expect(answer).toContain(`GST 18% on (charging + fee): ${formatInr(lines.gst)}`);
    expect(answer).toContain(`**Total: ${formatInr(lines.total)}**`);
    expect(lines.total).toBe(Math.round((lines.estimated + 10) * 1.18 * 100) / 100);
  });

  it('"kitna kharcha 20 kWh at <station>" prices energy: price × 20 kWh + fee + GST', async () => {
    const station = inCity('Bengaluru')[0];
    const cheapest = [...station.chargers].sort((a, b) => Number(a.pricePerKwh) - Number(b.pricePerKwh))[0];
    const answer = await ask(`kitna kharcha 20 kWh at ${station.name}?`);
    const lines = priceBreakdown(estimateCost(cheapest.pricePerKwh, 20, 60));
    expect(answer).toContain(
      `${formatInr(cheapest.pricePerKwh)}/kWh × 20 kWh = **${formatInr(lines.estimated)}**`,
    );
    expect(answer).toContain(`**Total: ${formatInr(lines.total)}**`);
  });

  it('"What is the price per kWh at <station>?" lists each of its prices with a 30-minute slot total', async () => {
    const station = all.find((s) => new Set(s.chargers.map((c) => c.type)).size >= 2)!;
    const answer = await ask(`What is the price per kWh at ${station.name}?`);
    expect(answer).toContain(`Prices at ${link(station)}`);
    for (const c of station.chargers) {
      expect(answer).toContain(`${c.type} ${c.power} kW: **${formatInr(c.pricePerKwh)}/kWh**`);
      expect(answer).toContain(formatInr(priceBreakdown(estimateCost(c.pricePerKwh, c.power, 30)).total));
    }
  });

  it('"free slots at <station> tomorrow" counts the free slots the bookings service reports', async () => {
    const station = all.find(
      (s) => formatOperatingHours(s.operatingHours) === '24/7' && s.id !== singleCharger.id,
    )!;
    const res = await client.call('GET', `/api/stations/${station.id}/availability?date=${tomorrow()}`);
    const slots: Array<{ available: boolean }> = res.json().availableSlots;
    const answer = await ask(`free slots at ${station.name} tomorrow`);
    expect(answer).toContain(`${link(station)}, tomorrow (${formatDateIn(tomorrow())})`);
    expect(answer).toContain(
      `**${slots.filter((s) => s.available).length} of ${slots.length}** 30-minute slots are free`,
    );
  });

  it('"Is <station> free tomorrow at 6 pm?" sees another driver’s booking of its only charger', async () => {
    const answer = await ask(`Is ${singleCharger.name} free tomorrow at 6 pm?`);
    expect(answer).toContain('6:00 PM is **not available**');
    const later = await ask(`Is ${singleCharger.name} free tomorrow at 7 pm?`);
    expect(later).toContain('**7:00 PM is free**');
  });

  it('"Is <station> open on Sunday?" gives its address, hours and that day’s opening', async () => {
    const station = all.find((s) => typeof s.operatingHours === 'object')!;
    const answer = await ask(`Is ${station.name} open on Sunday?`);
    expect(answer).toContain(station.address.street);
    expect(answer).toContain(formatOperatingHours(station.operatingHours));
    expect(answer).toMatch(/On Sunday, \d{1,2} \w{3} \d{4} it is \*\*(open|closed)/);
  });

  it('"Which connector does a Nissan Leaf use?" says CHAdeMO', async () => {
    const answer = await ask('Which connector does a Nissan Leaf use?');
    expect(answer).toContain('**CHAdeMO** for DC fast charging');
    expect(answer).toContain(
      `**${all.filter((s) => has(s, (c) => c.type === 'CHAdeMO')).length} stations** have CHAdeMO`,
    );
  });

  it('"What is the difference between CCS2 and CHAdeMO?" explains both with live counts', async () => {
    const answer = await ask('What is the difference between CCS2 and CHAdeMO?');
    const count = (t: string) => all.filter((s) => has(s, (c) => c.type === t)).length;
    expect(answer).toContain(`CCS2 (Combined Charging System`);
    expect(answer).toContain(`**${count('CCS2')} of ${all.length} stations** have it`);
    expect(answer).toContain(`**${count('CHAdeMO')} of ${all.length} stations** have it`);
  });

  it('"What is GB/T?" explains Bharat DC-001 with the live count', async () => {
    const answer = await ask('What is GB/T?');
    expect(answer).toContain('Bharat DC-001');
    expect(answer).toContain(
      `**${all.filter((s) => has(s, (c) => c.type === 'GB/T')).length} of ${all.length} stations**`,
    );
  });

  it('"Where can I charge my MG ZS EV in Hyderabad?" counts Hyderabad stations with CCS2 or Type 2', async () => {
    const answer = await ask('Where can I charge my MG ZS EV in Hyderabad?');
    const fit = inCity('Hyderabad').filter((s) => has(s, (c) => c.type === 'CCS2' || c.type === 'Type 2'));
    expect(answer).toContain(
      `**MG ZS EV** — takes CCS2, Type 2: **${fit.length} stations** in Hyderabad, Telangana fit`,
    );
  });

  it('"How do I cancel my booking?" gives the steps and lists the bookings that can still be cancelled', async () => {
    const answer = await ask('How do I cancel my booking?');
    expect(answer).toContain('**My Bookings**');
    expect(answer).toContain('**Upcoming**');
    expect(answer).toContain('**wallet**');
    expect(answer).toContain(bookingReference(paid.id));
    expect(answer).toContain(bookingReference(unpaid.id));
  });

  it('"How do I start charging?" gives the steps and links the paid booking’s charging screen', async () => {
    const answer = await ask('How do I start charging?');
    expect(answer).toContain('**Start Charging**');
    expect(answer).toContain('**Stop Charging**');
    expect(answer).toContain(`(/charging/${paid.id})`);
    expect(answer).not.toContain(`(/charging/${unpaid.id})`);
  });

  it('"How do I pay with UPI?" gives the steps and the unpaid booking’s Pay Now link', async () => {
    const answer = await ask('How do I pay with UPI?');
    expect(answer).toContain('**Card**, **UPI** or **Wallet**');
    expect(answer).toContain(`[Pay Now](/payment/${unpaid.id})`);
    expect(answer).not.toContain(`[Pay Now](/payment/${paid.id})`);
  });

  it('"How long to charge my car from 20 to 80% at 60 kW?" uses the vehicle’s battery', async () => {
    const answer = await ask('How long to charge my car from 20 to 80% at 60 kW?');
    // The driver's Nexon EV has no battery size recorded: the EV catalogue's 45 kWh (Nexon EV 45) is used.
    expect(answer).toContain('your Tata Nexon EV (45 kWh battery) from 20% to 80% you need about **27 kWh**');
    expect(answer).toContain('At 60 kW (DC): about **27 minutes** — fits in one 30-minute slot');
    // A booking is one 30-minute slot: a longer charge is never offered as several.
    expect(answer).not.toMatch(/\b\d+ slots\b|slots of/);
  });

  it('"24/7 stations in Chennai" lists exactly the round-the-clock ones', async () => {
    const answer = await ask('24/7 stations in Chennai');
    const open = inCity('Chennai').filter((s) => formatOperatingHours(s.operatingHours) === '24/7');
    for (const s of open) expect(answer).toContain(link(s));
    for (const s of inCity('Chennai').filter((x) => !open.includes(x))) expect(answer).not.toContain(link(s));
  });

  it('"stations with at least 100 kW in Maharashtra" counts them', async () => {
    const answer = await ask('stations with at least 100 kW in Maharashtra');
    const n = inState('Maharashtra').filter((s) => has(s, (c) => c.power >= 100)).length;
    expect(answer).toContain(`**${n} stations** in **Maharashtra** with 100 kW or more`);
  });

  it('"cheapest CCS2 charger in Hyderabad" ranks only CCS2 prices', async () => {
    const answer = await ask('cheapest CCS2 charger in Hyderabad');
    const min = Math.min(
      ...inCity('Hyderabad').flatMap((s) =>
        s.chargers.filter((c) => c.type === 'CCS2').map((c) => Number(c.pricePerKwh)),
      ),
    );
    expect(answer).toMatch(
      new RegExp(`^1\\. .* — CCS2 \\d+ kW at \\*\\*${formatInr(min).replace(/[.₹]/g, '\\$&')}/kWh`, 'm'),
    );
    expect(answer).not.toMatch(/— (Type 2|CHAdeMO) \d+ kW at/);
  });

  it('"show my vehicles" lists the driver’s vehicle with its connector and fitting stations', async () => {
    const answer = await ask('show my vehicles');
    const fit = all.filter((s) => has(s, (c) => c.type === 'CCS2')).length;
    expect(answer).toMatch(/\*\*Tata Nexon EV\*\* \(TS 09 \d+\) — CCS2 — fits \*\*\d+ of \d+\*\* stations/);
    expect(answer).toContain(`fits **${fit} of ${all.length}** stations`);
  });

  it('"charging prices in Hyderabad" gives the price range per connector', async () => {
    const answer = await ask('charging prices in Hyderabad');
    const ccs2 = inCity('Hyderabad').flatMap((s) =>
      s.chargers.filter((c) => c.type === 'CCS2').map((c) => Number(c.pricePerKwh)),
    );
    expect(answer).toContain(
      `- CCS2: ${formatInr(Math.min(...ccs2))} – ${formatInr(Math.max(...ccs2))} per kWh`,
    );
  });

  it('tips and etiquette come with the app’s own figures', async () => {
    expect(await ask('any tips to get more range from my EV?')).toContain('battery level × 3.5 km');
    expect(await ask('what is the charging etiquette?')).toContain('**stop around 80%**');
  });

  it('a follow-up reuses the previous city: "stations in Kochi" then "what about fast ones?"', async () => {
    const carol = await client.newDriver();
    await ask('stations in Kochi', carol);
    const answer = await ask('what about fast ones?', carol);
    const fast = inCity('Kochi').filter((s) => has(s, (c) => c.power >= 100));
    expect(fast.length).toBeGreaterThan(0);
    expect(answer).toContain('**Kochi, Kerala**');
    for (const s of fast) expect(answer).toContain(link(s));
    const [, second] = await storedExchanges(platformOf(), carol.userId);
    expect(second.context).toMatchObject({
      backend: 'offline',
      intent: 'fast_chargers',
      place: { city: 'Kochi' },
    });
  });

  it('a place without a station says so and points to the rest of the state', async () => {
    const answer = await ask('CHAdeMO chargers in Nashik');
    expect(answer).toMatch(/couldn't find stations with CHAdeMO in \*\*Nashik, Maharashtra\*\*/);
    const inMh = inState('Maharashtra').filter((s) => has(s, (c) => c.type === 'CHAdeMO'));
    if (inMh.length > 0) expect(answer).toContain(`elsewhere in Maharashtra (${inMh.length} with CHAdeMO)`);
    else expect(answer).toMatch(/\d+ stations across India have CHAdeMO/);
  });
});

describe('text a user typed, inside an answer', () => {
  it('a vehicle named like Markdown comes back as literal text: no link, image, emphasis or code', async () => {
    const make = '[click](https://evil.example)';
    const model = '![x](//evil) *fast* _ev_ `v2`';
    const mallory = await client.newDriver({ make, model });
    for (const question of ['show my vehicles', 'Which stations are compatible with my vehicle?']) {
      const answer = await ask(question, mallory);
      expect(answer).toContain(
        '**\\[click\\](https://evil.example) !\\[x\\](//evil) \\*fast\\* \\_ev\\_ \\`v2\\`',
      );
      expect(answer).not.toContain(make);
      expect(answer).not.toContain('![x]');
      // Escaped characters are text; every link that is left is one of the app's own pages.
      const unescaped = answer.replace(/\\[!-/:-@[-`{-~]/g, '__');
      const targets = [...unescaped.matchAll(/\]\(([^)]*)\)/g)].map((m) => m[1]);
      for (const target of targets) expect(target).toMatch(/^\/(station\/\d+|vehicles|home)$/);
    }
  });
});
