import { BOOKING_DURATION_MINUTES, fromPaise, priceBreakdown, toPaise } from '@chargesetu/shared/domain';
import { unusedAmount } from '../rules/unused-amount';

/** A charging cost with the platform fee and GST on top, each a 2-decimal string. */
interface TaxedLines {
  platformFee: string;
  /** charging cost + platform fee: the value GST is charged on. */
  taxableValue: string;
  cgst: string;
  sgst: string;
  gstTotal: string;
  total: string;
}

/** The money lines of a tax receipt, each a 2-decimal string. */
export interface ReceiptLines extends TaxedLines {
  /** kWh the booked slot can deliver at full power: power x 0.5 h. */
  energyKwh: string;
  estimatedCost: string;
}

/** What a finished session was billed, beside what was paid in advance: each a 2-decimal string. */
export interface SettlementLines extends TaxedLines {
  /** kWh delivered, as the session reported it when it ended. */
  energyKwh: string;
  chargingCost: string;
  /** The payment's amount. */
  paidInAdvance: string;
  /** paidInAdvance - total (0.00 when the session cost as much or more): what went back to the wallet. */
  returnedToWallet: string;
  /** For a payment refunded after its settlement (a cancellation that crossed the session): the rest. */
  refundedOnCancellation: string | null;
}

const money = (n: number) => n.toFixed(2);

/**
 * Splits a charging cost the way an Indian tax invoice shows it: GST 18% as CGST 9% + SGST 9% (an
 * intra-state supply). The halves are taken in whole paise, CGST getting the odd paisa, so the printed
 * lines always add up to the total.
 */
function taxedLines(cost: string | number): TaxedLines & { cost: string } {
  const b = priceBreakdown(cost);
  const gstPaise = toPaise(b.gst);
  const cgstPaise = Math.ceil(gstPaise / 2);
  return {
    cost: money(b.estimated),
    platformFee: money(b.platformFee),
    taxableValue: money(fromPaise(toPaise(b.estimated) + toPaise(b.platformFee))),
    cgst: money(fromPaise(cgstPaise)),
    sgst: money(fromPaise(gstPaise - cgstPaise)),
    gstTotal: money(b.gst),
    total: money(b.total),
  };
}

/** The prepaid lines: the booking's estimated cost, taxed as {@link taxedLines}, and the slot's energy. */
export function receiptLines(estimatedCost: string | number, powerKw: number): ReceiptLines {
  const { cost, ...taxed } = taxedLines(estimatedCost);
  return {
    energyKwh: money((powerKw * BOOKING_DURATION_MINUTES) / 60),
    estimatedCost: cost,
    ...taxed,
  };
}

/**
 * The settlement lines: the session's actual cost taxed exactly like the estimate was ({@link taxedLines}),
 * then the payment and what went back to the wallet by the settlement's own rule ({@link unusedAmount}), so
 * total + returnedToWallet = paidInAdvance to the paisa whenever the session cost no more than was paid
 * (the charging service caps it at the estimate). When the payment was refunded afterwards, the refund was
 * the payment less what the settlement gave back (wallet.refund), and the lines say so.
 */
export function settlementLines(
  s: { energyDelivered: string; actualCost: string },
  paid: string,
  o: { refunded?: boolean } = {},
): SettlementLines {
  const { cost, ...taxed } = taxedLines(s.actualCost);
  const returnedPaise = toPaise(unusedAmount(paid, s.actualCost));
  return {
    energyKwh: money(Number(s.energyDelivered)),
    chargingCost: cost,
    ...taxed,
    paidInAdvance: money(fromPaise(toPaise(Number(paid)))),
    returnedToWallet: money(fromPaise(returnedPaise)),
    refundedOnCancellation: o.refunded ? money(fromPaise(toPaise(Number(paid)) - returnedPaise)) : null,
  };
}
