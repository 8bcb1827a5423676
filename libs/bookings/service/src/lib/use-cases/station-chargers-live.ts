import type { Station, StationChargersLiveResponse } from '@chargesetu/shared/contracts';
import { readStation } from '../clients/service-reads';
import type { BookingsDeps } from '../deps';
import { stationNotFound } from '../rules/messages';
import { liveByStation, stationChargersNow } from '../rules/live-status';

/**
 * GET /api/stations/:id/chargers/live: every charger of the station, in the order of its chargers, with
 * its live status (null when it has never reported one) and whether it is free now, by the very rule of
 * GET /api/availability/now, so the list and the station's figure always agree. 404 for an unknown
 * station.
 */
export async function stationChargersLive(
  deps: BookingsDeps,
  input: { stationId: number; station?: Station; requestId?: string; now?: Date },
): Promise<StationChargersLiveResponse> {
  const station = input.station ?? (await readStation(deps.ctx.services, input.stationId, input.requestId));
  if (!station) throw stationNotFound(input.stationId);
  const [held, stored] = await Promise.all([
    deps.bookings.heldNow(input.now ?? new Date(), [station.id]),
    deps.liveStatus.ofStations([station.id]),
  ]);
  const now = stationChargersNow(
    station.chargers.length,
    liveByStation(stored).get(station.id) ?? new Map(),
    held.get(station.id) ?? new Set(),
  );
  return station.chargers.map((charger, chargerIndex) => ({
    chargerIndex,
    type: charger.type,
    power: charger.power,
    status: now[chargerIndex].status,
    since: now[chargerIndex].since?.toISOString() ?? null,
    source: now[chargerIndex].source,
    free: now[chargerIndex].free,
  }));
}
