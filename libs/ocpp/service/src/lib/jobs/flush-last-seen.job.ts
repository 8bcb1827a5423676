import { intervalJob } from '@chargesetu/shared/runtime';
import type { OcppDeps } from '../deps';

/** Every OCPP_LAST_SEEN_FLUSH_MS: the chargers' "last seen" and "last heartbeat" times, in one write. */
export const flushLastSeenJob = intervalJob<OcppDeps>({
  name: "writing chargers' last-seen times",
  everyMs: (deps) => deps.config.OCPP_LAST_SEEN_FLUSH_MS,
  run: (deps) => deps.lastSeen.flush(),
});
