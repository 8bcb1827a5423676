import type { OcppDeps } from '../deps';
import type { IdTagFinding } from '../rules/id-tag-authorization';
import { normalizeIdTag } from '../rules/id-tag';
import { orUnreadable } from './find-id-tag';

/** A StartTransaction as far as a card's session is concerned. */
export interface CardTransactionStart {
  chargePointId: string;
  stationId: number;
  connectorId: number;
  idTag: string;
  correlationId: string;
}

/**
 * A transaction a driver's RFID card began (StartTransaction) becomes a session: their booking's when one on this
 * charger covers now, otherwise a walk-up paid from their wallet. The charging service records that session
 * (starting) before ocpp records the transaction, so the transaction's event finds it waiting and makes it
 * active; a message re-sent finds its session again rather than paying twice. Answers the finding the charger
 * is told: booked until the session's end, `no-current-booking` with the reason logged when charging refused
 * (the charger stops: StopTransactionOnInvalidId), `unreadable` when charging could not be asked. Any other
 * finding (an issued idTag: its session was asked for by RemoteStartTransaction) is answered as it is.
 */
export async function startForCard(
  deps: OcppDeps,
  start: CardTransactionStart,
  finding: IdTagFinding,
): Promise<IdTagFinding> {
  const forCard = finding.kind === 'wallet' || (finding.kind === 'booked' && finding.card);
  if (!forCard) return finding;
  const chargePoint = await deps.chargePoints.find(start.chargePointId);
  const connector = chargePoint?.connectors.find((c) => c.connectorId === start.connectorId);
  if (!connector) return { kind: 'no-current-booking' };
  return orUnreadable(deps, start, async () => {
    const result = await deps.charging.cardStart(
      {
        userId: finding.userId,
        idTag: normalizeIdTag(start.idTag),
        chargePointId: start.chargePointId,
        connectorId: start.connectorId,
        stationId: start.stationId,
        chargerIndex: connector.chargerIndex,
        ...(finding.kind === 'booked' ? { bookingId: finding.bookingId } : {}),
      },
      start.correlationId,
    );
    if (!result.started) {
      deps.ctx.logger.info(
        {
          chargePointId: start.chargePointId,
          connectorId: start.connectorId,
          userId: finding.userId,
          reason: result.reason,
        },
        'a card began a transaction charging would not start',
      );
      return { kind: 'no-current-booking' };
    }
    return {
      kind: 'booked',
      userId: finding.userId,
      card: true,
      bookingId: result.bookingId,
      bookingEnd: new Date(result.until),
    };
  });
}
