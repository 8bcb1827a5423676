/** A session's lifecycle: it is created active and completed once (pending is the column's default only). */
export type SessionStatus = 'pending' | 'active' | 'completed';

/** Why a session ended: the user stopped it, the battery is full, the booked time is over, or the booking was cancelled. */
export type EndReason = 'stopped' | 'full' | 'time_up' | 'cancelled';

/**
 * A charging session as the repository answers it: its owner, its physical charger, and the parameters
 * fixed at its start that its state at any instant is computed from. A running session's figures are not
 * stored; `energyDelivered`, `batteryPercentage` and `actualCost` are the final ones once it has ended.
 */
export interface StoredSession {
  id: number;
  bookingId: number;
  userId: number;
  stationId: number;
  /** The physical charger of the station (null for sessions recorded before it was kept). */
  chargerIndex: number | null;
  status: SessionStatus;
  startTime: Date;
  endTime: Date | null;
  /** kWh, two decimals. */
  energyDelivered: string;
  batteryPercentage: number;
  chargerKw: number;
  /** Rupees, two decimals. */
  pricePerKwh: string;
  capacityKwh: number;
  startPercent: number;
  bookedMinutes: number;
  bookedEndTime: Date;
  timeScale: number;
  /** When it ends by itself (battery full or booked time used up). */
  dueAt: Date;
  /** Rupees, two decimals, once it has ended. */
  actualCost: string | null;
  endReason: EndReason | null;
}

/** A new running session: who, where, and the parameters fixed at its start. */
export type NewSession = Pick<
  StoredSession,
  | 'bookingId'
  | 'userId'
  | 'stationId'
  | 'startTime'
  | 'batteryPercentage'
  | 'chargerKw'
  | 'pricePerKwh'
  | 'capacityKwh'
  | 'startPercent'
  | 'bookedMinutes'
  | 'bookedEndTime'
  | 'timeScale'
  | 'dueAt'
> & { chargerIndex: number };

/** How a session ended: its final figures. */
export interface SessionEnd {
  endTime: Date;
  energyDelivered: string;
  batteryPercentage: number;
  actualCost: string;
  reason: EndReason;
}
