import { Type, type Static } from '@sinclair/typebox';
import { Id, MoneyString } from '../common';
import { EVENTS } from './envelope';

/**
 * charging.idle-fee.charged v1, from charging to payments: a completed session's car stayed plugged in after
 * charging finished (SuspendedEV, Finishing) for longer than the grace, with the idle fee on (docs/product.md
 * §4). Published once per session, when its connector first reports anything else after the session's end
 * (unplugged). `fee` is the idle minutes past the grace × the price per minute; payments takes it from the
 * wallet, never more than the wallet holds (ledger reason `idle_fee`).
 */
export const ChargingIdleFeeChargedV1 = Type.Object({
  bookingId: Id,
  userId: Id,
  sessionId: Id,
  /** Whole idle minutes, the grace included. */
  idleMinutes: Type.Integer({ minimum: 0 }),
  /** Rupees, 2-decimal string, more than zero. */
  fee: MoneyString,
});
export type ChargingIdleFeeChargedV1 = Static<typeof ChargingIdleFeeChargedV1>;

export const CHARGING_IDLE_FEE_CHARGED_V1 = {
  type: EVENTS.chargingIdleFeeCharged,
  version: 1,
  payload: ChargingIdleFeeChargedV1,
} as const;
