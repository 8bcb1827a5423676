import { bookingReference, formatDateIn, formatInr, formatTime12 } from '@chargesetu/shared/domain';
import type { BookingSnapshot, StoredPayment } from '../repositories/payments.repository';
import { receiptLines } from './receipt-lines';

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
      ['Energy estimate', `${lines.energyKwh} kWh (${s.power} kW x 0.5 h) at ${rupees(s.pricePerKwh)}/kWh`],
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
    notes: [
      'All amounts in Indian Rupees (INR). Energy is estimated for the booked 30-minute slot.',
      'Computer-generated receipt for a simulated payment; no signature required.',
    ],
  };
}
