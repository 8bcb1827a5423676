import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { aPaidPayment } from '../../testing/builders';
import { pdfStreams, pdfText, pdfTextPlacements, pdfTextRuns } from '../../testing/pdf-text';
import { NOTO_SANS_DEVANAGARI_PATH } from './devanagari/shaper';
import { pdfSafe, renderReceiptPdf, wrapText } from './render-receipt-pdf';

/** The session of the 60 kW booking ended at 10:28 AM IST after 3.70 kWh, for Rs. 68.45. */
const SETTLED = {
  energyDelivered: '3.70',
  actualCost: '68.45',
  endTime: '2026-11-23T04:58:00.000Z',
  returnedToWallet: '574.13',
};

/** The lowest baseline of any text drawn, in points from the foot of the page. */
function lowest(pdf: Uint8Array): number {
  const ys = pdfTextPlacements(pdf).map((r) => r.y);
  expect(ys).not.toContain(null);
  return Math.min(...(ys as number[]));
}

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
      'Energy booked (estimate)',
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
    // Before the session ends, the receipt is the prepaid estimate only.
    expect(text).not.toContain('CHARGING SETTLEMENT');
    expect(text).not.toContain('Energy delivered');
  });

  it('once the session ended, adds its settlement after the prepaid lines, which stay as they were', async () => {
    const before = pdfTextRuns(await renderReceiptPdf(aPaidPayment()));
    const runs = pdfTextRuns(await renderReceiptPdf(aPaidPayment({ settlement: SETTLED })));
    const at = runs.indexOf('CHARGING SETTLEMENT');
    expect(at).toBeGreaterThan(runs.indexOf('Total paid'));
    // Everything up to the prepaid total is unchanged.
    expect(runs.slice(0, at)).toEqual(
      before.slice(0, before.indexOf('Rs. 666.70', before.indexOf('Total paid')) + 1),
    );
    // 3.70 kWh for Rs. 68.45; GST 18% of 78.45 = 14.12 (7.06 + 7.06); 92.57 of the 666.70 paid, 574.13 back.
    expect(runs.slice(at, at + 21)).toEqual([
      'CHARGING SETTLEMENT',
      'Session ended',
      '23 Nov 2026, 10:28 AM IST',
      'Energy delivered',
      '3.70 kWh',
      'Charging cost',
      'Rs. 68.45',
      'Platform fee',
      'Rs. 10.00',
      'Taxable value',
      'Rs. 78.45',
      'CGST @ 9%',
      'Rs. 7.06',
      'SGST @ 9%',
      'Rs. 7.06',
      'Total for this session',
      'Rs. 92.57',
      'Paid in advance',
      'Rs. 666.70',
      'Returned to wallet',
      'Rs. 574.13',
    ]);
    expect(runs).not.toContain('Refunded on cancellation');
    expect(runs).toContain(
      "Settlement: the charging session's final energy and cost (from the charger's meter where it reports one).",
    );
  });

  it('when a settled payment was refunded afterwards, shows the refund as the rest of the payment', async () => {
    const runs = pdfTextRuns(
      await renderReceiptPdf(
        aPaidPayment({ settlement: SETTLED, status: 'refunded', refundedAt: '2026-11-23T05:10:00.000Z' }),
      ),
    );
    expect(runs).toContain('Refunded to wallet on 23 Nov 2026, 10:40 AM IST');
    const at = runs.indexOf('Returned to wallet');
    expect(runs.slice(at, at + 4)).toEqual([
      'Returned to wallet',
      'Rs. 574.13',
      'Refunded on cancellation',
      'Rs. 92.57',
    ]);
  });

  it('fits the settled receipt on one page, even refunded afterwards, inside the margins', async () => {
    const pdf = await renderReceiptPdf(
      aPaidPayment({ settlement: SETTLED, status: 'refunded', refundedAt: '2026-11-23T05:10:00.000Z' }),
    );
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    expect(lowest(pdf)).toBeGreaterThanOrEqual(50);
  });

  it('moves to a second page rather than draw off the page when a huge address pushes the end over', async () => {
    const address = Array.from({ length: 120 }, (_, i) => `Lane${i}`).join(' ');
    const pdf = await renderReceiptPdf(
      aPaidPayment({ settlement: SETTLED, bookingSnapshot: { stationAddress: address } as never }),
    );
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(2);
    expect(lowest(pdf)).toBeGreaterThanOrEqual(50);
    expect(pdfTextRuns(pdf)).toContain('Rs. 574.13');
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

describe('renderReceiptPdf in Hindi', () => {
  it('writes the labels in Hindi with Hindi dates and ₹ amounts, the figures and data unchanged', async () => {
    const pdf = await renderReceiptPdf(
      aPaidPayment({
        settlement: SETTLED,
        bookingSnapshot: { stationName: 'चार्ज हब – Pune' } as never,
      }),
      'hi',
    );
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('ChargeSetu टैक्स रसीद CS-000123');
    const runs = pdfTextRuns(pdf);
    for (const line of [
      'टैक्स रसीद',
      'CS-000123',
      'TXN20261123040000K7M2QX9A',
      'बुकिंग रेफ़रेंस',
      'ट्रांज़ैक्शन ID',
      'भुगतान की तारीख',
      '23 नवंबर 2026, 9:35 AM IST',
      'स्थिति',
      'भुगतान हो गया',
      'चार्ज हब – Pune',
      'चार्जिंग स्लॉट',
      'CCS2, 60 kW',
      '30.00 kWh (60 kW x 0.5 घंटा), ₹18.50/kWh की दर से',
      'प्लेटफ़ॉर्म फ़ीस',
      '₹555.00',
      'CGST @ 9%',
      'कुल भुगतान',
      '₹666.70',
      'चार्जिंग का हिसाब',
      'वॉलेट में वापस',
      '₹574.13',
    ]) {
      expect(runs).toContain(line);
    }
    expect(runs.join('\n')).not.toMatch(/Rs\.|Total paid|\?/);
    expect(lowest(pdf)).toBeGreaterThanOrEqual(50);
  });

  it('embeds Noto Sans Devanagari as a CID font with a ToUnicode map, and English receipts do not', async () => {
    const objects = async (pdf: Promise<Uint8Array>) => pdfStreams(await pdf).join('\n');
    const hindi = await objects(renderReceiptPdf(aPaidPayment(), 'hi'));
    expect(hindi).toContain('/Subtype /Type0');
    expect(hindi).toContain('/Encoding /Identity-H');
    expect(hindi).toContain('/Subtype /CIDFontType2');
    expect(hindi).toContain('/BaseFont /NotoSansDevanagari-Regular');
    expect(hindi).toContain('/FontFile2');
    expect(hindi).toContain('/ToUnicode');
    expect(hindi).not.toContain('/Helvetica');
    const english = await objects(renderReceiptPdf(aPaidPayment()));
    expect(english).not.toContain('NotoSansDevanagari');
    expect(english).toContain('/Helvetica');
  });

  it('embeds the whole font file intact, in every receipt (it is compressed once per process)', async () => {
    const font = readFileSync(NOTO_SANS_DEVANAGARI_PATH()).toString('latin1');
    for (const pdf of [
      await renderReceiptPdf(aPaidPayment(), 'hi'),
      await renderReceiptPdf(aPaidPayment(), 'hi'),
    ]) {
      expect(pdfStreams(pdf).filter((stream) => stream === font)).toHaveLength(1);
    }
  });

  it('wraps a long Hindi address inside the page, losing no word', async () => {
    const address = Array.from({ length: 30 }, (_, i) => `गली${i}`).join(' ');
    const pdf = await renderReceiptPdf(
      aPaidPayment({ bookingSnapshot: { stationAddress: address } as never }),
      'hi',
    );
    const runs = pdfTextRuns(pdf).filter((r) => r.startsWith('गली'));
    expect(runs.length).toBeGreaterThan(1);
    expect(runs.join(' ')).toBe(address);
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
