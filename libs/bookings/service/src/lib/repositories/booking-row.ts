import type {
  Booking,
  BookingStationSummary,
  BookingStatus,
  InternalBooking,
} from '@chargesetu/shared/contracts';
import { toMoneyString } from '@chargesetu/shared/domain';

/** A bookings row as the driver returns it (numeric columns may arrive as strings). */
export interface BookingRow {
  id: number;
  user_id: number;
  station_id: number;
  vehicle_id: number;
  charger_type: string;
  power: number;
  charger_index: number;
  start_time: Date | string;
  end_time: Date | string;
  status: BookingStatus;
  price_per_kwh: string | number;
  estimated_cost: string | number;
  actual_cost: string | number | null;
  payment_id: number | null;
  amount_paid: string | number | null;
  hold_expires_at: Date | string | null;
  station_snapshot: BookingStationSummary;
  cancel_reason: string | null;
  /** The charging service's claim that moved the booking to active (see claimForCharging). */
  charging_claim?: string | null;
  charging_claimed_at?: Date | string | null;
  created_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const money = (value: string | number | null) => (value === null ? null : toMoneyString(value));

/**
 * The API's booking: money as 2-decimal strings, instants as ISO strings, the station snapshot. The
 * charger index is for other services only: the public routes' response schema leaves it out.
 */
export function toBooking(r: BookingRow): InternalBooking & Booking {
  return {
    id: r.id,
    userId: r.user_id,
    stationId: r.station_id,
    vehicleId: r.vehicle_id,
    chargerType: r.charger_type,
    power: r.power,
    startTime: iso(r.start_time),
    endTime: iso(r.end_time),
    status: r.status,
    pricePerKwh: toMoneyString(r.price_per_kwh),
    estimatedCost: toMoneyString(r.estimated_cost),
    actualCost: money(r.actual_cost),
    paymentId: r.payment_id,
    createdAt: iso(r.created_at),
    station: r.station_snapshot,
    holdExpiresAt: r.hold_expires_at === null ? null : iso(r.hold_expires_at),
    chargerIndex: r.charger_index,
  };
}
