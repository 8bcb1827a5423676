import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import type { Booking, Payment, Station } from '@chargesetu/shared/contracts';
import { bookingReference, formatDateIn, formatInr } from '@chargesetu/shared/domain';
import { deriveInternalToken } from '@chargesetu/shared/server-kit';
import { stationsService } from '@chargesetu/stations/service';
import { PDFDocument } from 'pdf-lib';
import { paymentsClient, type Driver } from '../../testing/payments-client';
import { pdfGlyphRuns, pdfStreams, pdfText, pdfTextRuns } from '../../testing/pdf-text';
import {
  pickCharger,
  TEST_JWT_SECRET,
  usePaymentsPlatform,
  type ChargerChoice,
} from '../../testing/payments-platform';
import { paymentsService } from '../payments.module';
import { devanagariShaper } from '../receipt/devanagari/shaper';
import { pdfSafe } from '../receipt/render-receipt-pdf';
import { rupees } from '../receipt/receipt-text';

jest.setTimeout(120_000);

const platform = usePaymentsPlatform([authService, stationsService, bookingsService, paymentsService]);
const client = paymentsClient(platform);
let charger: ChargerChoice;
let station: Station;
let asha: Driver;
let bilal: Driver;
let booking: Booking;
let declined: Payment;
let paid: Payment;

const get = (url: string, driver?: Driver) => client.call('GET', url, { token: driver?.token });

beforeAll(async () => {
  const stations: Station[] = (await get('/api/stations')).json();
  charger = pickCharger(stations, 'cheapest');
  station = stations.find((s) => s.id === charger.stationId)!;
  [asha, bilal] = [await client.newDriver(), await client.newDriver()];
  booking = await client.book(asha, charger);
  const failed = await client.pay(asha, { bookingId: booking.id, paymentMethod: 'card', cardLast4: '0002' });
  expect(failed.statusCode).toBe(402);
  [declined] = await client.payments(asha);
  const ok = await client.pay(asha, {
    bookingId: booking.id,
    paymentMethod: 'card',
    cardNumber: '4111111111114242',
  });
  expect(ok.statusCode).toBe(201);
  paid = ok.json().payment;
});

describe('GET /api/payments', () => {
  it("lists the user's own payments, declined attempts included, newest first", async () => {
    const other = await client.book(asha, charger);
    const later = (await client.pay(asha, { bookingId: other.id, paymentMethod: 'upi' })).json().payment;
    expect(await client.payments(asha)).toEqual([later, paid, declined]);
    expect(declined).toMatchObject({ status: 'failed', receiptUrl: null, paymentDate: null });
  });

  it('shows another user none of them', async () => {
    expect(await client.payments(bilal)).toEqual([]);
    expect((await get('/api/payments')).statusCode).toBe(401);
  });
});

describe('GET /api/payments/booking/:bookingId', () => {
  it("answers the booking's payment that went through, with the spec-7 fields", async () => {
    const res = await get(`/api/payments/booking/${booking.id}`, asha);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(paid);
    expect(Object.keys(res.json())).toEqual(
      expect.arrayContaining(['id', 'transactionId', 'paymentDate', 'paymentMethod', 'amount']),
    );
  });

  it("answers 404 for another user's booking, exactly as for a booking without payment", async () => {
    const res = await get(`/api/payments/booking/${booking.id}`, bilal);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`No payment was found for booking ${booking.id}`);
    const unpaid = await client.book(bilal, charger);
    expect((await get(`/api/payments/booking/${unpaid.id}`, bilal)).json().message).toBe(
      `No payment was found for booking ${unpaid.id}`,
    );
  });
});

describe('GET /api/payments/:id/receipt', () => {
  it('downloads a PDF tax receipt named after the booking reference, carrying the transaction id', async () => {
    const res = await get(paid.receiptUrl!, asha);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const ref = bookingReference(booking.id);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="chargesetu-receipt-${ref}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(res.rawPayload)).getTitle()).toBe(`ChargeSetu tax receipt ${ref}`);
    const text = pdfText(res.rawPayload);
    for (const line of [
      paid.transactionId!,
      ref,
      pdfSafe(station.name),
      'Card ending 4242',
      'CGST @ 9%',
      'SGST @ 9%',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toContain(rupees(paid.amount));
    expect(text).toContain(`${charger.chargerType}, ${charger.power} kW`);
    expect(text).not.toContain('4111');
  });

  it('with ?lang=hi, writes the receipt in Hindi in an embedded, shaped Devanagari font', async () => {
    const res = await get(`${paid.receiptUrl!}?lang=hi`, asha);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const ref = bookingReference(booking.id);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="chargesetu-receipt-${ref}.pdf"`);
    expect((await PDFDocument.load(res.rawPayload)).getTitle()).toBe(`ChargeSetu टैक्स रसीद ${ref}`);
    const runs = pdfTextRuns(res.rawPayload);
    for (const line of [
      'टैक्स रसीद',
      'बुकिंग रेफ़रेंस',
      'ट्रांज़ैक्शन ID',
      'स्थिति',
      'भुगतान हो गया',
      'कुल भुगतान',
      ref,
      paid.transactionId!,
      station.name,
      'Card ending 4242',
      formatInr(paid.amount, 'hi'),
    ]) {
      expect(runs).toContain(line);
    }
    expect(runs.join('\n')).toContain(formatDateIn(paid.paymentDate!, 'hi'));
    expect(runs.join('\n')).not.toContain('Total paid');
    // The font travels with the file: a Type0 font over the whole Noto Sans Devanagari, with ToUnicode.
    const objects = pdfStreams(res.rawPayload).join('\n');
    expect(objects).toMatch(/\/BaseFont \/NotoSansDevanagari-Regular/);
    expect(objects).toMatch(/\/Subtype \/CIDFontType2/);
    expect(objects).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(objects).toMatch(/\/ToUnicode \d+ 0 R/);
    // स्थिति ("status") has a conjunct and i-matras: the glyphs drawn are HarfBuzz's, not one per code point.
    const shaper = devanagariShaper();
    const status = (await pdfGlyphRuns(res.rawPayload)).find((r) => r.text === 'स्थिति');
    expect(status?.glyphs).toEqual(shaper.shape('स्थिति').map((g) => g.glyph));
    const naive = Array.from('स्थिति', (c) => shaper.nominalGlyph(c.codePointAt(0)!));
    expect(status?.glyphs).not.toEqual(naive);
    expect(status!.glyphs.length).toBeLessThan(naive.length);
  });

  it('answers lang=en like no lang, and refuses a language it does not have', async () => {
    const english = await get(`${paid.receiptUrl!}?lang=en`, asha);
    expect(english.statusCode).toBe(200);
    expect(pdfText(english.rawPayload)).toContain('Total paid');
    const french = await get(`${paid.receiptUrl!}?lang=fr`, asha);
    expect(french.statusCode).toBe(400);
    expect(french.json().message).toMatch(/lang/);
  });

  it("answers 404 for another user's payment or a missing one, and 409 for a declined attempt", async () => {
    const res = await get(paid.receiptUrl!, bilal);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`Payment ${paid.id} was not found`);
    expect((await get('/api/payments/999999/receipt', asha)).statusCode).toBe(404);
    const failed = await get(`/api/payments/${declined.id}/receipt`, asha);
    expect(failed.statusCode).toBe(409);
    expect(failed.json().message).toBe(`Payment ${declined.id} did not go through, so it has no receipt`);
    expect((await get(paid.receiptUrl!)).statusCode).toBe(401);
  });
});

describe('GET /api/user/stats', () => {
  it('on first use creates the row with the spec defaults, once', async () => {
    const driver = await client.newDriver();
    const count = async () =>
      (
        await platform()
          .contextOf('payments')
          .dataSource.query(`SELECT count(*)::int AS n FROM payments.user_stats WHERE user_id = $1`, [
            driver.userId,
          ])
      )[0].n;
    expect(await count()).toBe(0);
    const defaults = { walletBalance: '650.00', rewardPoints: 240, totalSavings: '1840.00' };
    expect(await client.stats(driver)).toEqual(defaults);
    expect(await client.stats(driver)).toEqual(defaults);
    expect(await count()).toBe(1);
    expect((await get('/api/user/stats')).statusCode).toBe(401);
  });
});

describe('GET /internal/payments/booking/:bookingId', () => {
  it('answers other services with the payment, and looks missing without the internal token', async () => {
    const token = deriveInternalToken(TEST_JWT_SECRET);
    const url = `/internal/payments/booking/${booking.id}`;
    const res = await platform().app.inject({ url, headers: { 'x-internal-token': token } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(paid);
    const outsider = await platform().app.inject({ url, headers: { authorization: `Bearer ${asha.token}` } });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().message).toBe(`Route GET ${url} not found`);
  });
});
