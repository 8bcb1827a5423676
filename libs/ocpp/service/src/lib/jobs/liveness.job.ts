import { intervalJob } from '@chargesetu/shared/runtime';
import type { OcppDeps } from '../deps';
import { markOffline } from '../use-cases/mark-offline';

/**
 * Every OCPP_LIVENESS_CHECK_MS: a charger this process holds that has been silent for longer than twice
 * its heartbeat interval has a dead socket; it is closed, and the close marks it offline. (A charger held
 * by an instance that died is offline by the same measure when read, and is published offline here once
 * it has been silent three intervals, by whichever instance looks first.)
 */
export const livenessJob = intervalJob<OcppDeps>({
  name: 'closing silent charger connections',
  everyMs: (deps) => deps.config.OCPP_LIVENESS_CHECK_MS,
  async run(deps) {
    // Judged on the newest times: what the buffer holds is written first.
    await deps.lastSeen.flush();
    for (const silent of await deps.chargePoints.silentHeldBy(deps.instance)) {
      const held = deps.connections.get(silent.id);
      if (held && held.connectionId === silent.connectionId) {
        await held.client.close({ code: 1001, reason: 'No message within twice the heartbeat interval', force: true });
      } else {
        await markOffline(deps, silent.id, silent.connectionId, 'silent, socket not held here');
      }
    }
    for (const orphan of await deps.chargePoints.silentOrphans()) {
      await markOffline(deps, orphan.id, orphan.connectionId, 'silent for three heartbeat intervals');
    }
  },
});
