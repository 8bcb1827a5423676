import { BOOKING_DURATION_MINUTES } from '../constants/constants';
import { toDate, type Instant } from '../time/ist';
import {
  naturalEndMinutes,
  simulateCharging,
  type ChargingSnapshot,
  type SimulateChargingInput,
} from './charging-curve';

/**
 * Everything a charging session's state follows from, fixed when it starts: its state at any instant is
 * computed from these and the clock, never held in memory, so it survives a restart of the service.
 */
export interface ChargingSessionParams {
  /** When charging started (wall clock). */
  startedAt: Instant;
  /** The charger's power, kW. */
  chargerKw: number;
  /** Price per kWh, rupees. */
  pricePerKwh: number | string;
  /** Usable battery capacity, kWh (default 40). */
  capacityKwh?: number;
  /** State of charge at the start, percent (default 20). */
  startPercent?: number;
  /** The booked duration, minutes (default 30): a session charges at most this long from its start. */
  bookedMinutes?: number;
  /** The booking's end (wall clock): charging never runs past it. Absent: no such limit. */
  bookedEnd?: Instant | null;
  /**
   * Simulated minutes per wall-clock minute (default 1). 60 makes a minute of wall time an hour of
   * charging: demos and tests watch a whole session in seconds.
   */
  timeScale?: number;
}

const scaleOf = (p: ChargingSessionParams) =>
  p.timeScale !== undefined && Number.isFinite(p.timeScale) && p.timeScale > 0 ? p.timeScale : 1;

/**
 * Simulated minutes the session may charge: the booked duration from its actual start, but never past
 * the booking's end (a session started 10 wall minutes before the end has 10 × scale minutes).
 */
export function sessionMaxMinutes(p: ChargingSessionParams): number {
  const booked = Math.max(0, p.bookedMinutes ?? BOOKING_DURATION_MINUTES);
  if (p.bookedEnd === undefined || p.bookedEnd === null) return booked;
  const untilEnd = ((toDate(p.bookedEnd).getTime() - toDate(p.startedAt).getTime()) / 60_000) * scaleOf(p);
  return Math.max(0, Math.min(booked, untilEnd));
}

function simulationInput(p: ChargingSessionParams): Omit<SimulateChargingInput, 'elapsedMinutes'> {
  return {
    chargerKw: p.chargerKw,
    pricePerKwh: p.pricePerKwh,
    capacityKwh: p.capacityKwh,
    startPercent: p.startPercent,
    maxMinutes: sessionMaxMinutes(p),
  };
}

/**
 * The wall-clock instant at which the session ends by itself (battery full or charging time used up),
 * rounded up to the millisecond so that the session is finished at that instant, never a hair before.
 */
export function sessionDueAt(p: ChargingSessionParams): Date {
  const endMinutes = naturalEndMinutes(simulationInput(p));
  const wallMs = (endMinutes / scaleOf(p)) * 60_000;
  return new Date(toDate(p.startedAt).getTime() + Math.ceil(wallMs));
}

/** Simulated minutes of charging between the start and `at` (0 before the start). */
export function simulatedMinutesAt(p: ChargingSessionParams, at: Instant): number {
  const wallMinutes = (toDate(at).getTime() - toDate(p.startedAt).getTime()) / 60_000;
  return Math.max(0, wallMinutes * scaleOf(p));
}

/**
 * The session's state at instant `at` (at or after its natural end: its final state). Minutes in the
 * answer (time remaining) are simulated minutes, like the energy and power that go with them.
 */
export function sessionStateAt(p: ChargingSessionParams, at: Instant): ChargingSnapshot {
  const input = simulationInput(p);
  const due = sessionDueAt(p);
  // At or past the due instant, the end itself, exactly: float noise can never leave it "99.99% done".
  const elapsedMinutes =
    toDate(at).getTime() >= due.getTime() ? naturalEndMinutes(input) : simulatedMinutesAt(p, at);
  return simulateCharging({ ...input, elapsedMinutes });
}
