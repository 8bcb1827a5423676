import {
  ChargerCommandAnswer,
  ChargerConnectorLink,
  DriverIdTag,
  type ChargerCommandAction,
} from '@chargesetu/shared/contracts';
import { Value } from '@sinclair/typebox/value';
import { internalRead, neighbourUnavailable, type ServiceClient } from '@chargesetu/shared/runtime';

/** A command's outcome: the charger's answer, or why there is none. */
export type CommandOutcome =
  | { kind: 'answered'; result: Record<string, unknown> }
  /** The charger is not connected (ocpp's 409). */
  | { kind: 'offline'; message: string }
  /** The charger answered with an error or not in time (ocpp's 502). */
  | { kind: 'failed'; message: string };

/**
 * What charging asks of the ocpp service, through its internal routes: which charge point and connector a
 * station charger is, a driver's idTag, and one OCPP command to a charger (remote start and stop). A broken
 * ocpp service is `Unavailable` (a 503), never taken for "no charger here".
 */
export function ocppClient(services: ServiceClient) {
  return {
    /** The charge point and connector serving a station charger (and whether it is online); null: none. */
    connectorOf(stationId: number, chargerIndex: number, requestId?: string) {
      return internalRead(
        services,
        'ocpp',
        `/internal/stations/${stationId}/chargers/${chargerIndex}/connector`,
        ChargerConnectorLink,
        requestId,
      );
    },
    /** The driver's idTag (made on first use). */
    async idTagOf(userId: number, requestId?: string): Promise<string> {
      const found = await internalRead(
        services,
        'ocpp',
        `/internal/id-tags/users/${userId}`,
        DriverIdTag,
        requestId,
      );
      if (!found) throw neighbourUnavailable('ocpp', new Error(`no idTag answered for user ${userId}`));
      return found.idTag;
    },
    /** One OCPP call to a charger, answered with the charger's response or why there is none. */
    async command(
      chargePointId: string,
      action: ChargerCommandAction,
      params: Record<string, unknown>,
      requestId?: string,
    ): Promise<CommandOutcome> {
      const url = `/internal/charge-points/${encodeURIComponent(chargePointId)}/commands`;
      let res;
      try {
        res = await services.request('ocpp', { method: 'POST', url, payload: { action, params }, requestId });
      } catch (err) {
        throw neighbourUnavailable('ocpp', err);
      }
      const message = (res.body as { message?: unknown } | null)?.message;
      const said = typeof message === 'string' ? message : `${action} to ${chargePointId} failed`;
      if (res.statusCode === 200 && Value.Check(ChargerCommandAnswer, res.body)) {
        return { kind: 'answered', result: res.body.result };
      }
      if (res.statusCode === 409) return { kind: 'offline', message: said };
      if (res.statusCode === 502) return { kind: 'failed', message: said };
      throw neighbourUnavailable('ocpp', new Error(`POST ${url} answered ${res.statusCode}: ${said}`));
    },
  };
}
export type OcppClient = ReturnType<typeof ocppClient>;
