import { PDFDocument, StandardFonts } from 'pdf-lib';
import { aPaidPayment } from '../../testing/builders';
import { pdfText, pdfTextRuns } from '../../testing/pdf-text';
import { pdfSafe, renderReceiptPdf, wrapText } from './render-receipt-pdf';

describe('renderReceiptPdf', () => {
  it('writes a one-page PDF tax receipt with every line the issue asks for', async () => {
    const pdf = await renderReceiptPdf(aPaidPayment());
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('ChargeSetu tax receipt CS-000123');
    const text = pdfText(pdf);
    for (const line of [
      'TAX RECEIPT',
      'GSTIN: 27AAAAA0000A1Z5 (sample)',
      'CS-000123',
      'TXN20261123040000K7M2QX9A',
      'Tata Power EZ Charge, Phoenix Marketcity',
      'LBS Marg, Kurla West, Mumbai, Maharashtra 400070',
      // IST: 04:05Z is 9:35 AM, the slot 04:30Z-05:00Z is 10:00-10:30 AM.
      '23 Nov 2026, 9:35 AM IST',
      '23 Nov 2026, 10:00 AM IST - 10:30 AM IST',
      'CCS2, 60 kW',
      '30.00 kWh (60 kW x 0.5 h) at Rs. 18.50/kWh',
      'Rs. 555.00',
      'Platform fee',
      'Rs. 10.00',
      'CGST @ 9%',
      'SGST @ 9%',
      'Rs. 50.85',
      'Total paid',
      'Rs. 666.70',
      'UPI (asha@okaxis)',
      'Paid',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain('₹');
  });

  it('when refunded, says so with the refund time in IST', async () => {
    const pdf = await renderReceiptPdf(
      aPaidPayment({ status: 'refunded', refundedAt: '2026-11-23T18:45:00.000Z' }),
    );
    expect(pdfText(pdf)).toContain('Refunded to wallet on 24 Nov 2026, 12:15 AM IST');
  });

  it('prints station names the standard fonts cannot encode instead of failing', async () => {
    const pdf = await renderReceiptPdf(
      aPaidPayment({ bookingSnapshot: { stationName: 'चार्ज हब – Pune ₹' } as never }),
    );
    expect(pdfText(pdf)).toContain('????? ?? - Pune Rs.');
  });
});

describe('pdfSafe', () => {
  it('keeps Latin-1, maps the rupee sign and typographic punctuation, replaces the rest', () => {
    expect(pdfSafe('Café ₹10 – “ok” it’s')).toBe('Café Rs. 10 - "ok" it\'s');
    expect(pdfSafe('ಬೆಂಗಳೂರು')).toMatch(/^\?+$/);
  });
});

describe('long text on the receipt', () => {
  it('wraps a long station address onto several lines inside the page, losing no word', async () => {
    const address = Array.from({ length: 30 }, (_, i) => `Lane${i}`).join(' ');
    const pdf = await renderReceiptPdf(
      aPaidPayment({ bookingSnapshot: { stationAddress: address } as never }),
    );
    const runs = pdfTextRuns(pdf).filter((r) => r.startsWith('Lane'));
    expect(runs.length).toBeGreaterThan(1);
    expect(runs.join(' ')).toBe(address);
  });

  it('cuts a word wider than the line', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const lines = wrapText(font, 'x'.repeat(400), 10, 200);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('x'.repeat(400));
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(200);
  });
});
