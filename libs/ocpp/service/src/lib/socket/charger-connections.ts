import type { RPCServerClient } from './ocpp-rpc';

/** One charger's socket held by this process. */
export interface ChargerConnection {
  chargePointId: string;
  /** Names this connection in the registry, so a late close of a replaced socket changes nothing. */
  connectionId: string;
  connectedAt: Date;
  client: RPCServerClient;
}

/** The chargers connected to this process, by identity: at most one connection each. */
export function chargerConnections() {
  const byId = new Map<string, ChargerConnection>();
  return {
    get: (chargePointId: string): ChargerConnection | undefined => byId.get(chargePointId),
    /** Holds a new connection; answers the one it replaces (the caller closes it). */
    hold(c: ChargerConnection): ChargerConnection | undefined {
      const before = byId.get(c.chargePointId);
      byId.set(c.chargePointId, c);
      return before;
    },
    /** Lets a connection go, unless a newer one of the same charger has replaced it. */
    release(c: ChargerConnection): void {
      if (byId.get(c.chargePointId)?.connectionId === c.connectionId) byId.delete(c.chargePointId);
    },
  };
}
export type ChargerConnections = ReturnType<typeof chargerConnections>;
