import { intervalJob } from '@chargesetu/shared/runtime';
import type { ChargingDeps } from '../deps';
import { completeDueSessions } from '../use-cases/complete-due-sessions';

/**
 * Every CHARGING_COMPLETION_INTERVAL_MS, completes the sessions that have reached their natural end, so
 * a session ends (and the booking is settled) even if nobody polls its status.
 */
export const completeDueSessionsJob = intervalJob<ChargingDeps>({
  name: 'completing due charging sessions',
  everyMs: (deps) => deps.config.CHARGING_COMPLETION_INTERVAL_MS,
  run: completeDueSessions,
});
