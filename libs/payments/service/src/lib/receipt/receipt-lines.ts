import { BOOKING_DURATION_MINUTES, fromPaise, priceBreakdown, toPaise } from '@chargesetu/shared/domain';

/** The money lines of a tax receipt, each a 2-decimal string. */
export interface ReceiptLines {
  /** kWh the booked slot can deliver at full power: power x 0.5 h. */
  energyKwh: string;
  estimatedCost: string;
  platformFee: string;
  /** estimated + platform fee: the value GST is charged on. */
  taxableValue: string;
  cgst: string;
  sgst: string;
  gstTotal: string;
  total: string;
}

/**
 * Splits the booking's cost the way an Indian tax invoice shows it: GST 18% as CGST 9% + SGST 9% (an
 * intra-state supply). The halves are taken in whole paise, CGST getting the odd paisa, so the printed
 * lines always add up to the total that was charged.
 */
export function receiptLines(estimatedCost: string | number, powerKw: number): ReceiptLines {
  const b = priceBreakdown(estimatedCost);
  const gstPaise = toPaise(b.gst);
  const cgstPaise = Math.ceil(gstPaise / 2);
  const money = (n: number) => n.toFixed(2);
  return {
    energyKwh: money((powerKw * BOOKING_DURATION_MINUTES) / 60),
    estimatedCost: money(b.estimated),
    platformFee: money(b.platformFee),
    taxableValue: money(fromPaise(toPaise(b.estimated) + toPaise(b.platformFee))),
    cgst: money(fromPaise(cgstPaise)),
    sgst: money(fromPaise(gstPaise - cgstPaise)),
    gstTotal: money(b.gst),
    total: money(b.total),
  };
}
