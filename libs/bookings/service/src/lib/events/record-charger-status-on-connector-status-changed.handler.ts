import { EVENTS } from '@chargesetu/shared/contracts';
import { defineConsumer, type ConsumerInput } from '@chargesetu/shared/runtime';
import type { BookingsDeps } from '../deps';

type Input = ConsumerInput<typeof EVENTS.chargerConnectorStatusChanged, BookingsDeps>;

/**
 * charger.connector.status-changed: keeps the charger's live status for free-chargers-now and the
 * station's live charger list. A connector mapped to a station charger updates that charger (with the
 * charge point it belongs to); connector 0 updates the charge point as a whole, whose Offline,
 * Unavailable or Faulted then covers all its chargers until they report something newer
 * (rules/live-status.ts). Only a report not older than the stored one is kept: offline queues and
 * redeliveries arrive out of order. A connector the registry maps to no station charger is ignored.
 */
export const recordChargerStatusOnConnectorStatusChanged = defineConsumer(
  EVENTS.chargerConnectorStatusChanged,
  {
    name: 'record-charger-status-on-connector-status-changed',
    async handle({ data, event, m, deps }: Input) {
      const at = new Date(data.at);
      const report = { status: data.status, errorCode: data.errorCode, at };
      if (data.connectorId === 0) {
        const kept = await deps.liveStatus.reportChargePoint(
          { chargePointId: data.chargePointId, stationId: data.stationId, ...report },
          m,
        );
        if (!kept) logOlder(deps, event.id, data);
        return;
      }
      if (data.chargerIndex === null) {
        deps.ctx.logger.info(
          { eventId: event.id, chargePointId: data.chargePointId, connectorId: data.connectorId },
          'status of a connector mapped to no station charger; ignored',
        );
        return;
      }
      const kept = await deps.liveStatus.reportCharger(
        {
          stationId: data.stationId,
          chargerIndex: data.chargerIndex,
          chargePointId: data.chargePointId,
          connectorId: data.connectorId,
          ...report,
        },
        m,
      );
      if (!kept) logOlder(deps, event.id, data);
    },
  },
);

function logOlder(
  deps: BookingsDeps,
  eventId: string,
  data: { chargePointId: string; connectorId: number; status: string; at: string },
) {
  deps.ctx.logger.info(
    {
      eventId,
      chargePointId: data.chargePointId,
      connectorId: data.connectorId,
      status: data.status,
      at: data.at,
    },
    'charger status older than the one kept; ignored',
  );
}
