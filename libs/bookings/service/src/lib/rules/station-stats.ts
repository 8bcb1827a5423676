import type { StationBookingStats } from '@chargesetu/shared/contracts';
import { fromPaise, priceBreakdown, toPaise } from '@chargesetu/shared/domain';

/** Bookings of one station with one status and the same money figures, and how many there are. */
export interface StationBookingGroup {
  stationId: number;
  status: 'confirmed' | 'active' | 'completed' | 'cancelled';
  amountPaid: string | null;
  actualCost: string | null;
  count: number;
}

/**
 * What one booking brought in, in paise. A completed booking: what it was finally charged, the actual
 * cost with the fee and GST (the pricing helpers), never above what was paid, or the amount paid when no
 * actual cost was recorded; a confirmed or running one: the amount paid; a cancelled one was refunded: 0.
 */
export function bookingRevenuePaise(
  g: Pick<StationBookingGroup, 'status' | 'amountPaid' | 'actualCost'>,
): number {
  if (g.status === 'cancelled' || g.amountPaid === null) return 0;
  const paid = toPaise(Number(g.amountPaid));
  if (g.status !== 'completed' || g.actualCost === null) return paid;
  return Math.min(paid, toPaise(priceBreakdown(g.actualCost).total));
}

/** Per station: paid bookings not finished (confirmed or active), completed, cancelled, and revenue. */
export function stationBookingStats(groups: StationBookingGroup[]): StationBookingStats[] {
  const byStation = new Map<
    number,
    { paid: number; completed: number; cancelled: number; revenue: number }
  >();
  for (const g of groups) {
    const s = byStation.get(g.stationId) ?? { paid: 0, completed: 0, cancelled: 0, revenue: 0 };
    if (g.status === 'completed') s.completed += g.count;
    else if (g.status === 'cancelled') s.cancelled += g.count;
    else s.paid += g.count;
    s.revenue += bookingRevenuePaise(g) * g.count;
    byStation.set(g.stationId, s);
  }
  return [...byStation.entries()]
    .sort(([a], [b]) => a - b)
    .map(([stationId, s]) => ({ stationId, ...s, revenue: fromPaise(s.revenue).toFixed(2) }));
}
