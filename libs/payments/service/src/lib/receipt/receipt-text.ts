import {
  bookingReference,
  formatDateIn,
  formatInr,
  formatTime12,
  type Language,
} from '@chargesetu/shared/domain';
import type { BookingSnapshot, StoredPayment } from '../repositories/payments.repository';
import { receiptLines, settlementLines } from './receipt-lines';

/** The issuer printed on every receipt. The GSTIN is a placeholder: payments here are simulated. */
export const RECEIPT_ISSUER = {
  name: 'ChargeSetu EV Charging Network',
  gstin: 'GSTIN: 27AAAAA0000A1Z5 (sample)',
  address: 'Mumbai, Maharashtra, India',
};

/** A paid payment with what its receipt needs. */
export type ReceiptPayment = StoredPayment & { bookingSnapshot: BookingSnapshot; paymentDate: string };

export interface ReceiptText {
  /** The receipt's fixed headings. */
  labels: { taxReceipt: string; payment: string; station: string; chargingSlot: string; charges: string };
  reference: string;
  title: string;
  details: Array<[string, string]>;
  station: string[];
  slot: Array<[string, string]>;
  amounts: Array<[string, string]>;
  total: [string, string];
  /** What the session actually used, once it ended; null before (the receipt is then the estimate). */
  settlement: {
    heading: string;
    amounts: Array<[string, string]>;
    total: [string, string];
    balance: Array<[string, string]>;
  } | null;
  notes: string[];
}

// The standard PDF fonts have no rupee sign, so the English receipt writes "Rs." (and INR in the notes);
// the Hindi one is drawn in Noto Sans Devanagari, which has ₹.
export const rupees = (value: string | number) => formatInr(value).replace('₹', 'Rs. ');
const istStamp = (instant: string, lang: Language) =>
  `${formatDateIn(instant, lang)}, ${formatTime12(instant)} IST`;

/** The receipt's words in each language; the figures, ids and station data are the same in both. */
const WORDS = {
  en: {
    taxReceipt: 'TAX RECEIPT',
    payment: 'Payment',
    station: 'Station',
    chargingSlot: 'Charging slot',
    charges: 'Charges',
    title: (ref: string) => `ChargeSetu tax receipt ${ref}`,
    money: rupees,
    bookingReference: 'Booking reference',
    transactionId: 'Transaction ID',
    paymentDate: 'Payment date',
    paymentMethod: 'Payment method',
    status: 'Status',
    paid: 'Paid',
    refundedOn: (stamp: string) => `Refunded to wallet on ${stamp}`,
    slot: 'Slot',
    charger: 'Charger',
    energyBooked: 'Energy booked (estimate)',
    energyAt: (kwh: string, power: number, rate: string) => `${kwh} kWh (${power} kW x 0.5 h) at ${rate}/kWh`,
    estimatedCost: 'Estimated charging cost',
    platformFee: 'Platform fee',
    taxableValue: 'Taxable value',
    totalGst: 'Total GST @ 18%',
    totalPaid: 'Total paid',
    settlement: 'Charging settlement',
    sessionEnded: 'Session ended',
    energyDelivered: 'Energy delivered',
    chargingCost: 'Charging cost',
    sessionTotal: 'Total for this session',
    paidInAdvance: 'Paid in advance',
    returnedToWallet: 'Returned to wallet',
    refundedOnCancellation: 'Refunded on cancellation',
    noteAmounts: 'All amounts in Indian Rupees (INR). Energy booked is estimated for the 30-minute slot.',
    noteSettlement:
      "Settlement: the charging session's final energy and cost (from the charger's meter where it reports one).",
    noteSimulated: 'Computer-generated receipt for a simulated payment; no signature required.',
  },
  hi: {
    taxReceipt: 'टैक्स रसीद',
    payment: 'भुगतान',
    station: 'स्टेशन',
    chargingSlot: 'चार्जिंग स्लॉट',
    charges: 'शुल्क',
    title: (ref: string) => `ChargeSetu टैक्स रसीद ${ref}`,
    money: (value: string | number) => formatInr(value, 'hi'),
    bookingReference: 'बुकिंग रेफ़रेंस',
    transactionId: 'ट्रांज़ैक्शन ID',
    paymentDate: 'भुगतान की तारीख',
    paymentMethod: 'भुगतान का तरीका',
    status: 'स्थिति',
    paid: 'भुगतान हो गया',
    refundedOn: (stamp: string) => `${stamp} को वॉलेट में रिफ़ंड किया गया`,
    slot: 'स्लॉट',
    charger: 'चार्जर',
    energyBooked: 'बुक की गई ऊर्जा (अनुमान)',
    energyAt: (kwh: string, power: number, rate: string) =>
      `${kwh} kWh (${power} kW x 0.5 घंटा), ${rate}/kWh की दर से`,
    estimatedCost: 'अनुमानित चार्जिंग लागत',
    platformFee: 'प्लेटफ़ॉर्म फ़ीस',
    taxableValue: 'टैक्स योग्य राशि',
    totalGst: 'कुल GST @ 18%',
    totalPaid: 'कुल भुगतान',
    settlement: 'चार्जिंग का हिसाब',
    sessionEnded: 'सेशन खत्म हुआ',
    energyDelivered: 'दी गई ऊर्जा',
    chargingCost: 'चार्जिंग लागत',
    sessionTotal: 'इस सेशन का कुल',
    paidInAdvance: 'पहले से भुगतान',
    returnedToWallet: 'वॉलेट में वापस',
    refundedOnCancellation: 'रद्द करने पर रिफ़ंड',
    noteAmounts: 'सभी राशियाँ भारतीय रुपये (INR) में हैं। बुक की गई ऊर्जा 30 मिनट के स्लॉट का अनुमान है।',
    noteSettlement: 'हिसाब: चार्जिंग सेशन की असली ऊर्जा और लागत (जहाँ चार्जर का मीटर बताता है, वहाँ उसी से)।',
    noteSimulated: 'सिम्युलेटेड भुगतान की कंप्यूटर से बनी रसीद; हस्ताक्षर की ज़रूरत नहीं।',
  },
} satisfies Record<Language, unknown>;

/** Everything the receipt says, as text, in English or Hindi; the PDF renderer only lays it out. */
export function receiptText(p: ReceiptPayment, lang: Language = 'en'): ReceiptText {
  const w = WORDS[lang];
  const money = w.money;
  const s = p.bookingSnapshot;
  const lines = receiptLines(s.estimatedCost, s.power);
  const reference = bookingReference(p.bookingId);
  const method = p.methodDetail ?? p.paymentMethod;
  const status =
    p.status === 'refunded' && p.refundedAt ? w.refundedOn(istStamp(p.refundedAt, lang)) : w.paid;
  return {
    labels: {
      taxReceipt: w.taxReceipt,
      payment: w.payment,
      station: w.station,
      chargingSlot: w.chargingSlot,
      charges: w.charges,
    },
    reference,
    title: w.title(reference),
    details: [
      [w.bookingReference, reference],
      [w.transactionId, p.transactionId ?? '-'],
      [w.paymentDate, istStamp(p.paymentDate, lang)],
      [w.paymentMethod, method],
      [w.status, status],
    ],
    station: [s.stationName, s.stationAddress],
    slot: [
      [w.slot, `${istStamp(s.startTime, lang)} - ${formatTime12(s.endTime)} IST`],
      [w.charger, `${s.chargerType}, ${s.power} kW`],
      [w.energyBooked, w.energyAt(lines.energyKwh, s.power, money(s.pricePerKwh))],
    ],
    amounts: [
      [w.estimatedCost, money(lines.estimatedCost)],
      [w.platformFee, money(lines.platformFee)],
      [w.taxableValue, money(lines.taxableValue)],
      ['CGST @ 9%', money(lines.cgst)],
      ['SGST @ 9%', money(lines.sgst)],
      [w.totalGst, money(lines.gstTotal)],
    ],
    total: [w.totalPaid, money(p.amount)],
    settlement: settlementText(p, lang),
    notes: [w.noteAmounts, ...(p.settlement ? [w.noteSettlement] : []), w.noteSimulated],
  };
}

/** The settlement section: the session's actual cost taxed like the estimate, then the balance. */
function settlementText(p: ReceiptPayment, lang: Language): ReceiptText['settlement'] {
  if (!p.settlement) return null;
  const w = WORDS[lang];
  const money = w.money;
  const l = settlementLines(p.settlement, p.amount, { refunded: p.status === 'refunded' });
  return {
    heading: w.settlement,
    amounts: [
      [w.sessionEnded, istStamp(p.settlement.endTime, lang)],
      [w.energyDelivered, `${l.energyKwh} kWh`],
      [w.chargingCost, money(l.chargingCost)],
      [w.platformFee, money(l.platformFee)],
      [w.taxableValue, money(l.taxableValue)],
      ['CGST @ 9%', money(l.cgst)],
      ['SGST @ 9%', money(l.sgst)],
    ],
    total: [w.sessionTotal, money(l.total)],
    balance: [
      [w.paidInAdvance, money(l.paidInAdvance)],
      [w.returnedToWallet, money(l.returnedToWallet)],
      ...(l.refundedOnCancellation === null
        ? []
        : [[w.refundedOnCancellation, money(l.refundedOnCancellation)] as [string, string]]),
    ],
  };
}
