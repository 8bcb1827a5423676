import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import { paymentsService } from '@chargesetu/payments/service';
import type { Booking, Station } from '@chargesetu/shared/contracts';
import {
  addDaysYmd,
  bookingReference,
  formatDateIn,
  formatInr,
  istInstant,
  priceBreakdown,
  slotEnd,
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

// The offline assistant (no model configured) asked in Hindi (`language: "hi"`, what the web app sends
// when it is read in Hindi), against the real services on PostgreSQL and RabbitMQ. Expectations come from
// the live catalogue and the driver's real booking.

jest.setTimeout(180_000);

const platformOf = useTestPlatform((b) =>
  startAssistantPlatform(
    [authService, stationsService, bookingsService, paymentsService, assistantService],
    b,
    { ASSISTANT_MAX_PER_MINUTE: '1000' },
  ),
);
const client = assistantClient(platformOf);
let asha: Driver;
let all: Station[];
let booking: Booking;

const link = (s: { id: number; name: string }) => `[${s.name}](/station/${s.id})`;
const chat = (query: string, language?: string) =>
  client.call('POST', '/api/assistant/chat', {
    token: asha.token,
    payload: language === undefined ? { query } : { query, language },
  });
async function hindi(query: string): Promise<string> {
  const res = await chat(query, 'hi');
  if (res.statusCode !== 200) throw new Error(`asking "${query}": ${res.statusCode} ${res.body}`);
  return (res.json() as { message: string }).message;
}

beforeAll(async () => {
  all = await client.stations();
  asha = await client.newDriver();
  const station = all.find((s) => s.chargers.some((c) => c.type === 'CCS2'))!;
  const charger = station.chargers.find((c) => c.type === 'CCS2')!;
  const start = istInstant(addDaysYmd(todayIst(), 2), '10:00');
  const res = await client.call('POST', '/api/bookings', {
    token: asha.token,
    payload: {
      stationId: station.id,
      vehicleId: asha.vehicleId,
      chargerType: charger.type,
      power: charger.power,
      startTime: start.toISOString(),
      endTime: slotEnd(start).toISOString(),
    },
  });
  expect(res.statusCode).toBe(201);
  booking = res.json();
});

describe('the offline assistant asked in Hindi', () => {
  it('lists every Mumbai station in Hindi for "मुंबई में चार्जिंग स्टेशन दिखाओ", and stores the exchange', async () => {
    const answer = await hindi('मुंबई में चार्जिंग स्टेशन दिखाओ');
    const mumbai = all.filter((s) => s.address.city === 'Mumbai');
    expect(mumbai.length).toBeGreaterThan(0);
    expect(answer).toContain(`**Mumbai, Maharashtra** में **${mumbai.length} स्टेशन** (सबसे अच्छी रेटिंग पहले):`);
    for (const s of mumbai) expect(answer).toContain(link(s));
    const [stored] = (await storedExchanges(platformOf(), asha.userId)).slice(-1);
    expect(stored).toMatchObject({ query: 'मुंबई में चार्जिंग स्टेशन दिखाओ', response: answer });
    expect(stored.context).toMatchObject({ backend: 'offline', intent: 'find_stations' });
  });

  it('lists the driver’s booking with a Hindi date and Hindi-formatted amounts for "मेरी बुकिंग दिखाओ"', async () => {
    const answer = await hindi('मेरी बुकिंग दिखाओ');
    expect(answer).toContain('**भुगतान बाकी (1)**');
    expect(answer).toContain(`**${bookingReference(booking.id)}**`);
    expect(answer).toContain(formatDateIn(booking.startTime, 'hi'));
    const total = priceBreakdown(booking.estimatedCost).total;
    expect(answer).toContain(
      `अनुमान ${formatInr(booking.estimatedCost, 'hi')} (फ़ीस और GST के साथ ${formatInr(total, 'hi')})`,
    );
    expect(answer).toContain(`[भुगतान करें](/payment/${booking.id})`);
  });

  it('explains booking in Hindi for a Hinglish question, and charging for "charging kaise shuru karein"', async () => {
    expect(await hindi('booking kaise kare?')).toMatch(/^\*\*चार्जिंग स्लॉट कैसे बुक करें:\*\*/);
    expect(await hindi('charging kaise shuru karein?')).toMatch(/^\*\*चार्जिंग कैसे शुरू \(और बंद\) करें:\*\*/);
  });

  it('answers the same question in English without a language, or with "en"', async () => {
    for (const language of [undefined, 'en']) {
      const res = await chat('stations in Mumbai', language);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toMatch(/^\*\*\d+ stations?\*\* in \*\*Mumbai, Maharashtra\*\*/);
    }
  });

  it('refuses a language it does not speak with a 400', async () => {
    const res = await chat('stations in Mumbai', 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/language/);
  });
});
