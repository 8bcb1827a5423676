import { OCPP_PATH_PREFIX } from '@chargesetu/shared/contracts';
import type { OcppDeps } from '../deps';

/**
 * The URL a charger is configured with: OCPP_PUBLIC_URL when set, else the WebSocket form of the address
 * the administrator's request came to (`baseUrl`, e.g. http://host:3000 → ws://host:3000/ocpp), then the
 * identity.
 */
export function connectionUrl(deps: OcppDeps, baseUrl: string, chargePointId: string): string {
  const base = deps.config.OCPP_PUBLIC_URL ?? `${baseUrl.replace(/^http/, 'ws')}${OCPP_PATH_PREFIX.slice(0, -1)}`;
  return `${base.replace(/\/+$/, '')}/${encodeURIComponent(chargePointId)}`;
}
