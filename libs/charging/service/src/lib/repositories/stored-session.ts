import type { SessionFlagReason } from '@chargesetu/shared/contracts';

/**
 * A session's lifecycle. On the estimate it is created active and completed once. On a charger connected
 * over OCPP it is created starting (the charger was asked to start), becomes active when the charger reports
 * its transaction and completed when the charger ends it; or failed, when the charger refused or never
 * started (a later start reuses the row). Pending is the column's default only.
 */
export type SessionStatus = 'pending' | 'starting' | 'active' | 'completed' | 'failed';

/** Where a session's figures come from: the charger's meter, or the platform's charging curve. */
export type SessionSource = 'meter' | 'estimate';

/**
 * Why the charger was asked to stop: the driver stopped, the booked time is over, the booking was cancelled,
 * or a walk-up's prepaid energy has been delivered.
 */
export type StopReason = Extract<EndReason, 'stopped' | 'time_up' | 'cancelled' | 'paid_energy'>;

/**
 * Why a session ended: the user stopped it, the battery is full, the booked time is over, the booking was
 * cancelled, or the energy a walk-up paid for has been delivered.
 */
export type EndReason = 'stopped' | 'full' | 'time_up' | 'cancelled' | 'paid_energy';

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
  source: SessionSource;
  /** When charging started (the charger's StartTransaction time for a metered session; the request while starting). */
  startTime: Date;
  endTime: Date | null;
  /** kWh, two decimals. */
  energyDelivered: string;
  /** The car's state of charge, percent; null when unknown (a charger that reports none). */
  batteryPercentage: number | null;
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
  /** The charger's side, for a metered session (null on the estimate). */
  charger: SessionCharger | null;
  /** Something the driver must be told (a start that failed), in plain words. */
  notice: string | null;
  /** Set when it was closed without its charger's StopTransaction, for the operator to review. */
  flag: SessionFlag | null;
}

/** Why and when a session was closed on its last meter reading instead of its charger's StopTransaction. */
export interface SessionFlag {
  reason: SessionFlagReason;
  at: Date;
}

/** A metered session's charger, its transaction and what its meter last said. */
export interface SessionCharger {
  chargePointId: string;
  connectorId: number;
  /** The driver's idTag sent in RemoteStartTransaction. */
  idTag: string;
  /** The charger's transaction, once it has reported its start. */
  transactionId: string | null;
  /** The claim on the booking this session holds (given back if the start fails). */
  claimId: string | null;
  startRequestedAt: Date | null;
  /** Rupees: what the driver prepaid for charging; the bill never exceeds it. */
  prepaidCost: string | null;
  /** Energy since the transaction's start, Wh, as last sampled. */
  energyWh: number | null;
  powerW: number | null;
  socPercent: number | null;
  meterAt: Date | null;
  /** What the charger was asked to stop for, and when that was last sent. */
  stopReason: StopReason | null;
  stopSentAt: Date | null;
  /**
   * Wh: a walk-up's prepaid energy (estimatedCost / pricePerKwh); the charger is asked to stop once its meter
   * reaches it. Null for a booking, which its booked end stops.
   */
  stopAtEnergyWh: number | null;
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

/** A session about to ask a charger to start: who, where, the booking's terms and the charger's side. */
export type NewStartingSession = Omit<NewSession, 'batteryPercentage'> & {
  chargePointId: string;
  connectorId: number;
  idTag: string;
  claimId: string;
  prepaidCost: string;
  stopAtEnergyWh: number | null;
};

/** How a session ended: its final figures. */
export interface SessionEnd {
  endTime: Date;
  energyDelivered: string;
  batteryPercentage: number | null;
  actualCost: string;
  reason: EndReason;
  /** Closed without the charger's StopTransaction (flagged for the operator). */
  flag?: SessionFlag;
}
