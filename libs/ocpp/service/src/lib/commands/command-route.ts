/** Hand-overs a command may take: to the holder the requester found, and once more if that one lost it. */
export const MAX_HAND_OVERS = 2;

/** Where a command for a charger goes from this instance. */
export type CommandRoute = { to: 'here' } | { to: 'instance'; instance: string } | { to: 'nowhere' };

/**
 * The routing decision: this instance sends a command itself when it holds the charger's socket; else it
 * hands it to the instance the registry names as the holder, unless that is itself (a socket closing or
 * a stale row), there is no broker to hand over with (one process: all-in-one), or the command has
 * been handed over MAX_HAND_OVERS times (re-routed once already: a charger that keeps moving is not chased).
 */
export function commandRoute(o: {
  heldHere: boolean;
  /** `connectionInstance` in the registry: null when it is offline. */
  registryHolder: string | null;
  self: string;
  canHandOver: boolean;
  hops: number;
}): CommandRoute {
  if (o.heldHere) return { to: 'here' };
  if (!o.registryHolder || o.registryHolder === o.self || !o.canHandOver || o.hops >= MAX_HAND_OVERS)
    return { to: 'nowhere' };
  return { to: 'instance', instance: o.registryHolder };
}
