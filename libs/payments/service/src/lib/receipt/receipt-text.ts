import { bookingReference, formatDateIn, formatInr, formatTime12 } from '@chargesetu/shared/domain';
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

// The standard PDF fonts have no rupee sign, so the receipt writes "Rs." (and INR in the notes).
export const rupees = (value: string | number) => formatInr(value).replace('₹', 'Rs. ');
const istStamp = (instant: string) => `${formatDateIn(instant)}, ${formatTime12(instant)} IST`;

/** Everything the receipt says, as text; the PDF renderer only lays it out. */
export function receiptText(p: ReceiptPayment): ReceiptText {
  const s = p.bookingSnapshot;
  const lines = receiptLines(s.estimatedCost, s.power);
  const reference = bookingReference(p.bookingId);
  const method = p.methodDetail ?? p.paymentMethod;
  const status =
    p.status === 'refunded' && p.refundedAt ? `Refunded to wallet on ${istStamp(p.refundedAt)}` : 'Paid';
  return {
    reference,
    title: `ChargeSetu tax receipt ${reference}`,
    details: [
      ['Booking reference', reference],
      ['Transaction ID', p.transactionId ?? '-'],
      ['Payment date', istStamp(p.paymentDate)],
      ['Payment method', method],
      ['Status', status],
    ],
    station: [s.stationName, s.stationAddress],
    slot: [
      ['Slot', `${istStamp(s.startTime)} - ${formatTime12(s.endTime)} IST`],
      ['Charger', `${s.chargerType}, ${s.power} kW`],
      [
        'Energy booked (estimate)',
        `${lines.energyKwh} kWh (${s.power} kW x 0.5 h) at ${rupees(s.pricePerKwh)}/kWh`,
      ],
    ],
    amounts: [
      ['Estimated charging cost', rupees(lines.estimatedCost)],
      ['Platform fee', rupees(lines.platformFee)],
      ['Taxable value', rupees(lines.taxableValue)],
      ['CGST @ 9%', rupees(lines.cgst)],
      ['SGST @ 9%', rupees(lines.sgst)],
      ['Total GST @ 18%', rupees(lines.gstTotal)],
    ],
    total: ['Total paid', rupees(p.amount)],
    settlement: settlementText(p),
    notes: [
      'All amounts in Indian Rupees (INR). Energy booked is estimated for the 30-minute slot.',
      ...(p.settlement
        ? [
            "Settlement: the charging session's final energy and cost (from the charger's meter where it reports one).",
          ]
        : []),
      'Computer-generated receipt for a simulated payment; no signature required.',
    ],
  };
}

/** The settlement section: the session's actual cost taxed like the estimate, then the balance. */
function settlementText(p: ReceiptPayment): ReceiptText['settlement'] {
  if (!p.settlement) return null;
  const l = settlementLines(p.settlement, p.amount, { refunded: p.status === 'refunded' });
  return {
    heading: 'Charging settlement',
    amounts: [
      ['Session ended', istStamp(p.settlement.endTime)],
      ['Energy delivered', `${l.energyKwh} kWh`],
      ['Charging cost', rupees(l.chargingCost)],
      ['Platform fee', rupees(l.platformFee)],
      ['Taxable value', rupees(l.taxableValue)],
      ['CGST @ 9%', rupees(l.cgst)],
      ['SGST @ 9%', rupees(l.sgst)],
    ],
    total: ['Total for this session', rupees(l.total)],
    balance: [
      ['Paid in advance', rupees(l.paidInAdvance)],
      ['Returned to wallet', rupees(l.returnedToWallet)],
      ...(l.refundedOnCancellation === null
        ? []
        : [['Refunded on cancellation', rupees(l.refundedOnCancellation)] as [string, string]]),
    ],
  };
}
