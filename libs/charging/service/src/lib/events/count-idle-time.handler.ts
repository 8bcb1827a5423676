import { EVENTS } from '@chargesetu/shared/contracts';
import { defineConsumer, type ConsumerInput } from '@chargesetu/shared/runtime';
import type { ChargingDeps } from '../deps';
import { chargeIdleFee } from '../use-cases/charge-idle-fee';

type Input = ConsumerInput<typeof EVENTS.chargerConnectorStatusChanged, ChargingDeps>;

/**
 * charger.connector.status-changed: the report is kept for the session on that connector (the newest that
 * charged there and had started by then), from which its idle time is computed at each read
 * (rules/idle-time). Once a completed session's idle period is over (unplugged), its idle fee is charged,
 * once, when the fee is on (use-cases/charge-idle-fee). Connector 0 and a connector with no session of the
 * platform change nothing.
 */
export const countIdleTime = defineConsumer(EVENTS.chargerConnectorStatusChanged, {
  name: 'count-idle-time',
  async handle({ data, event, m, deps }: Input) {
    if (data.connectorId === 0) return;
    const report = { at: new Date(data.at), status: data.status };
    const sessionId = await deps.sessions.recordConnectorReport(
      data.chargePointId,
      data.connectorId,
      report,
      m,
    );
    if (sessionId === null) return;
    const fee = await chargeIdleFee(deps, sessionId, m, event.correlationId);
    if (fee !== null) deps.ctx.logger.info({ sessionId, fee }, 'idle fee charged');
  },
});
