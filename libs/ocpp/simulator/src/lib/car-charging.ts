import {
  DEFAULT_BATTERY_CAPACITY_KWH,
  DEFAULT_BATTERY_LEVEL,
  sessionDueAt,
  sessionStateAt,
  type ChargingSessionParams,
} from '@chargesetu/shared/domain';

/** The simulated car plugged in for every transaction: its usable battery and how full it arrives. */
export interface CarProfile {
  /** Usable battery capacity, kWh. */
  capacityKwh: number;
  /** State of charge when it is plugged in, percent. */
  startPercent: number;
}

/** The platform's defaults (the car it assumes when it knows nothing of the vehicle): 40 kWh, 20 %. */
export const DEFAULT_CAR: CarProfile = {
  capacityKwh: DEFAULT_BATTERY_CAPACITY_KWH,
  startPercent: DEFAULT_BATTERY_LEVEL,
};

/** One car charging on one connector, from `startedAt`. */
export interface ChargeSession {
  startedAt: Date;
  /** The connector's power, kW: caps the curve. */
  chargerKw: number;
  car: CarProfile;
  /** Simulated minutes per wall-clock minute (the platform's CHARGING_TIME_SCALE). */
  timeScale: number;
}

/** What the meter and the car say at one instant of a session. */
export interface MeterReading {
  at: Date;
  /** Energy delivered since the start, Wh (a whole number, as a meter register counts). */
  energyWh: number;
  /** Power being delivered, W (0 once the battery is full). */
  powerW: number;
  /** The car's state of charge, percent (1 decimal). */
  socPercent: number;
  /** The battery is full: the curve's natural end. */
  full: boolean;
}

/**
 * The platform's own session parameters for this car: the simulator follows exactly the curve the platform
 * shows (flat to 80 %, then the taper), through the same functions, so the meter and the app agree. No
 * booked window: a car charges until it is full or the transaction is stopped.
 */
function sessionParams(s: ChargeSession): ChargingSessionParams {
  return {
    startedAt: s.startedAt,
    chargerKw: s.chargerKw,
    pricePerKwh: 0,
    capacityKwh: s.car.capacityKwh,
    startPercent: s.car.startPercent,
    bookedMinutes: Number.POSITIVE_INFINITY,
    timeScale: s.timeScale,
  };
}

/**
 * The reading at wall-clock instant `at`: the energy of the platform's curve after (wall minutes since the
 * start × time scale) minutes. The curve gives kWh to 2 decimals; the register counts the same energy in
 * whole Wh, so the difference of two registers is exactly the energy the platform computes.
 */
export function readingAt(session: ChargeSession, at: Date): MeterReading {
  const state = sessionStateAt(sessionParams(session), at);
  return {
    at,
    energyWh: Math.round(state.energyKwh * 1000),
    powerW: Math.round(state.currentPowerKw * 1000),
    socPercent: state.percent,
    full: state.finished,
  };
}

/** The wall-clock instant the battery becomes full (the session's natural end). */
export function fullAt(session: ChargeSession): Date {
  return sessionDueAt(sessionParams(session));
}
