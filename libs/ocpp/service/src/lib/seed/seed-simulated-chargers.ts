import { simulatedChargerPassword } from '@chargesetu/ocpp/protocol';
import { withTransaction } from '@chargesetu/shared/db';
import type { OcppDeps } from '../deps';

/** The identity of the simulated charge point of a station: one charger box per station, a connector per charger. */
const simulatedChargePointId = (stationId: number) => `CS${stationId}`;

/**
 * Demo data: each station with live status gets one simulated charge point whose connectors 1…n are the
 * station's chargers, with the password the simulator derives (set again at every start, so the secret may
 * change between starts). Idempotent; SIMULATED_CHARGERS=false registers none.
 */
export async function seedSimulatedChargers(deps: OcppDeps): Promise<void> {
  if (!deps.config.SIMULATED_CHARGERS) return;
  const stations = (await deps.stations.all()).filter((s) => s.hasLiveStatus && s.chargers.length > 0);
  for (const station of stations) {
    const id = simulatedChargePointId(station.id);
    const existing = await deps.chargePoints.find(id);
    // An identity an administrator registered is left alone (and costs no hash).
    if (existing && !existing.simulated) continue;
    const passwordHash = deps.passwords.hash(simulatedChargerPassword(deps.simulatorSecret, id));
    if (existing) {
      await deps.chargePoints.setPasswordHash(id, passwordHash);
      continue;
    }
    await withTransaction(deps.ctx.dataSource, (m) =>
      deps.chargePoints.insert(
        {
          id,
          stationId: station.id,
          passwordHash,
          simulated: true,
          heartbeatIntervalS: deps.config.OCPP_HEARTBEAT_INTERVAL_S,
          connectors: station.chargers.map((_, i) => ({ connectorId: i + 1, chargerIndex: i })),
        },
        m,
      ),
    );
  }
}
