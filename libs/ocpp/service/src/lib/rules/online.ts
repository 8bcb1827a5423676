/** What tells whether a charger is online. */
export interface Liveness {
  /** A socket of it is held by an ocpp instance. */
  connected: boolean;
  lastSeenAt: Date | string | null;
  heartbeatIntervalS: number;
}

/**
 * Online: connected, and heard from within twice its heartbeat interval (a charger whose socket is
 * half-dead, or whose ocpp instance died without closing it, reads offline once it has gone quiet).
 */
export function isOnline(l: Liveness, now: Date): boolean {
  if (!l.connected || l.lastSeenAt === null) return false;
  return now.getTime() - new Date(l.lastSeenAt).getTime() <= 2 * l.heartbeatIntervalS * 1000;
}
