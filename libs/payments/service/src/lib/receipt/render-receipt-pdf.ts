import type { Language } from '@chargesetu/shared/domain';
import { PDFDocument, rgb, StandardFonts, type PDFPage, type RGB } from 'pdf-lib';
import { ShapedFont } from './devanagari/shaped-font';
import { devanagariShaper } from './devanagari/shaper';
import { RECEIPT_ISSUER, receiptText, type ReceiptPayment } from './receipt-text';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.12, 0.12, 0.14);
const MUTED = rgb(0.42, 0.45, 0.5);
const ACCENT = rgb(0.05, 0.55, 0.42);

/**
 * The standard fonts encode WinAnsi only: anything else (a rupee sign, Devanagari in a station name)
 * would make pdf-lib throw, so such characters are replaced by their closest plain form.
 */
export function pdfSafe(text: string): string {
  return text
    .replace(/₹/g, 'Rs. ')
    .replace(/[‐-―]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
}

/** Something that measures text, as pdf-lib's PDFFont does. */
interface Measure {
  widthOfTextAtSize(text: string, size: number): number;
}

/** How a receipt's text is measured and drawn: Helvetica for English, shaped Noto Sans Devanagari for Hindi. */
interface Typeface {
  regular: Measure;
  bold: Measure;
  /** The text as the font can draw it. */
  prepare(text: string): string;
  draw(
    page: PDFPage,
    text: string,
    o: { x: number; y: number; size: number; bold: boolean; color: RGB },
  ): void;
}

interface Pen {
  page: PDFPage;
  y: number;
  face: Typeface;
  doc: PDFDocument;
}

async function helvetica(doc: PDFDocument): Promise<Typeface> {
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return {
    regular,
    bold,
    prepare: pdfSafe,
    draw: (page, text, o) =>
      page.drawText(pdfSafe(text), {
        x: o.x,
        y: o.y,
        size: o.size,
        font: o.bold ? bold : regular,
        color: o.color,
      }),
  };
}

/** Noto Sans Devanagari, shaped by HarfBuzz; bold is the regular weight drawn with a thin outline. */
function devanagari(font: ShapedFont): Typeface {
  return {
    regular: font,
    bold: font,
    prepare: (text) => text,
    draw: (page, text, o) => font.draw(page, text, o),
  };
}

const TOP = A4[1] - MARGIN - 10;

/**
 * Moves to a new page when a line of `height` would go below the bottom margin: a receipt fits one page,
 * but station names and addresses have no length limit, so nothing is ever drawn off the page.
 */
function room(pen: Pen, height: number) {
  if (pen.y - height >= MARGIN) return;
  pen.page = pen.doc.addPage(A4);
  pen.y = TOP;
}

function write(
  pen: Pen,
  text: string,
  x: number,
  o: { size?: number; bold?: boolean; color?: typeof INK } = {},
) {
  const size = o.size ?? 10;
  room(pen, 0);
  pen.face.draw(pen.page, text, { x, y: pen.y, size, bold: o.bold ?? false, color: o.color ?? INK });
}

function writeRight(pen: Pen, text: string, right: number, o: { size?: number; bold?: boolean } = {}) {
  const safe = pen.face.prepare(text);
  const width = (o.bold ? pen.face.bold : pen.face.regular).widthOfTextAtSize(safe, o.size ?? 10);
  write(pen, safe, right - width, o);
}

/** Splits text into lines no wider than `maxWidth` (at word boundaries; a very long word is cut). */
export function wrapText(
  font: Measure,
  text: string,
  size: number,
  maxWidth: number,
  prepare: (text: string) => string = pdfSafe,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of prepare(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > maxWidth && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > maxWidth) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** Writes text wrapped to the width between x and the right margin, moving the pen down per line. */
function paragraph(pen: Pen, text: string, x: number, o: { bold?: boolean } = {}) {
  const font = o.bold ? pen.face.bold : pen.face.regular;
  for (const line of wrapText(font, text, 10, A4[0] - MARGIN - x, pen.face.prepare)) {
    write(pen, line, x, o);
    pen.y -= 15;
  }
}

function heading(pen: Pen, text: string) {
  pen.y -= 22;
  room(pen, 16); // never a heading alone at the foot of a page
  write(pen, text.toUpperCase(), MARGIN, { size: 9, bold: true, color: ACCENT });
  pen.y -= 16;
}

function pairs(pen: Pen, rows: Array<[string, string]>) {
  for (const [label, value] of rows) {
    write(pen, label, MARGIN, { color: MUTED });
    paragraph(pen, value, MARGIN + 130);
  }
}

/** Label on the left, amount on the right, one line each. */
function amounts(pen: Pen, rows: Array<[string, string]>, right: number) {
  for (const [label, value] of rows) {
    write(pen, label, MARGIN);
    writeRight(pen, value, right);
    pen.y -= 16;
  }
}

/** A rule, then the total in bold. */
function total(pen: Pen, [label, value]: [string, string], right: number) {
  rule(pen);
  pen.y -= 6;
  write(pen, label, MARGIN, { size: 12, bold: true });
  writeRight(pen, value, right, { size: 12, bold: true });
}

function rule(pen: Pen) {
  room(pen, 6);
  pen.page.drawLine({
    start: { x: MARGIN, y: pen.y + 8 },
    end: { x: A4[0] - MARGIN, y: pen.y + 8 },
    thickness: 0.5,
    color: MUTED,
  });
}

/**
 * An A4 tax receipt for a paid (or since refunded) payment: the prepaid estimate and, once the charging
 * session ended, its settlement. One page, unless a very long station name or address pushes the end over.
 * In English it is drawn in Helvetica; in Hindi in Noto Sans Devanagari (embedded), shaped by HarfBuzz.
 */
export async function renderReceiptPdf(payment: ReceiptPayment, lang: Language = 'en'): Promise<Uint8Array> {
  const t = receiptText(payment, lang);
  const doc = await PDFDocument.create();
  const paidAt = new Date(payment.paymentDate);
  doc.setTitle(t.title);
  doc.setSubject(`Transaction ${payment.transactionId}`);
  doc.setAuthor(RECEIPT_ISSUER.name);
  doc.setCreator('ChargeSetu payments service');
  doc.setCreationDate(paidAt);
  doc.setModificationDate(paidAt);
  const shaped = lang === 'hi' ? new ShapedFont(doc, devanagariShaper()) : null;
  const pen: Pen = {
    doc,
    page: doc.addPage(A4),
    y: TOP,
    face: shaped ? devanagari(shaped) : await helvetica(doc),
  };
  const right = A4[0] - MARGIN;

  write(pen, 'ChargeSetu', MARGIN, { size: 22, bold: true, color: ACCENT });
  writeRight(pen, t.labels.taxReceipt, right, { size: 14, bold: true });
  pen.y -= 20;
  write(pen, RECEIPT_ISSUER.name, MARGIN, { size: 9, color: MUTED });
  writeRight(pen, t.reference, right, { size: 10, bold: true });
  pen.y -= 12;
  write(pen, RECEIPT_ISSUER.address, MARGIN, { size: 9, color: MUTED });
  pen.y -= 12;
  write(pen, RECEIPT_ISSUER.gstin, MARGIN, { size: 9, color: MUTED });

  heading(pen, t.labels.payment);
  pairs(pen, t.details);
  heading(pen, t.labels.station);
  paragraph(pen, t.station[0], MARGIN, { bold: true });
  paragraph(pen, t.station[1], MARGIN);
  heading(pen, t.labels.chargingSlot);
  pairs(pen, t.slot);

  heading(pen, t.labels.charges);
  amounts(pen, t.amounts, right);
  total(pen, t.total, right);
  if (t.settlement) {
    pen.y -= 6;
    heading(pen, t.settlement.heading);
    amounts(pen, t.settlement.amounts, right);
    total(pen, t.settlement.total, right);
    pen.y -= 20;
    amounts(pen, t.settlement.balance, right);
    pen.y += 16;
  }
  pen.y -= 28;
  for (const note of t.notes) {
    for (const line of wrapText(pen.face.regular, note, 8, A4[0] - 2 * MARGIN, pen.face.prepare)) {
      write(pen, line, MARGIN, { size: 8, color: MUTED });
      pen.y -= 11;
    }
  }
  shaped?.finish();
  return doc.save();
}
