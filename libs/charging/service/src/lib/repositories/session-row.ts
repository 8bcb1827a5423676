import type { ChargingSessionParams } from '@chargesetu/shared/domain';

/** A charging_sessions row as the driver returns it (numeric columns arrive as strings). */
export interface SessionRow {
  id: number;
  booking_id: number;
  user_id: number;
  station_id: number;
  /** The physical charger of the station (null for sessions recorded before it was kept). */
  charger_index: number | null;
  start_time: Date | string;
  end_time: Date | string | null;
  energy_delivered: string | number;
  status: 'pending' | 'active' | 'completed';
  current_power: string | number;
  battery_percentage: number;
  charger_kw: string | number;
  price_per_kwh: string | number;
  capacity_kwh: string | number;
  start_percent: string | number;
  booked_minutes: number;
  booked_end_time: Date | string;
  time_scale: number;
  due_at: Date | string;
  actual_cost: string | number | null;
  end_reason: EndReason | null;
  created_at: Date | string;
}

/** Why a session ended: the user stopped it, the battery is full, the booked time is over, or the booking was cancelled. */
export type EndReason = 'stopped' | 'full' | 'time_up' | 'cancelled';

/** The stored parameters the session's state at any instant is computed from. */
export function paramsOf(row: SessionRow): ChargingSessionParams {
  return {
    startedAt: new Date(row.start_time),
    chargerKw: Number(row.charger_kw),
    pricePerKwh: String(row.price_per_kwh),
    capacityKwh: Number(row.capacity_kwh),
    startPercent: Number(row.start_percent),
    bookedMinutes: row.booked_minutes,
    bookedEnd: new Date(row.booked_end_time),
    timeScale: Number(row.time_scale),
  };
}
