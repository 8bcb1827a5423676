import { intervalJob } from '@chargesetu/shared/runtime';
import type { OcppDeps } from '../deps';

/** Hourly: forgets answered message ids older than OCPP_ANSWERED_MESSAGES_KEEP_H. */
export const purgeAnsweredMessagesJob = intervalJob<OcppDeps>({
  name: 'purging answered OCPP message ids',
  everyMs: () => 3_600_000,
  async run(deps) {
    const before = new Date(deps.now().getTime() - deps.config.OCPP_ANSWERED_MESSAGES_KEEP_H * 3_600_000);
    await deps.answered.purge(before);
  },
});
