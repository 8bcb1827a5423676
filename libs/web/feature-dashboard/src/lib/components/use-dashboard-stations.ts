import { useMemo, useState } from 'react';
import type { Station, StationFreeNow } from '@chargesetu/shared/contracts';
import { readKnownLocation, useGetFreeNowQuery, useGetStationsQuery } from '@chargesetu/web/data-access';
import { stationsByDistance } from '../view/nearby-stations';

const NO_STATIONS: Station[] = [];

/**
 * The catalogue ordered for the dashboard (nearest first when "Near Me" shared a location this
 * session), with each station's live free-charger figure.
 */
export function useDashboardStations() {
  const [location] = useState(readKnownLocation);
  const stations = useGetStationsQuery();
  const freeNow = useGetFreeNowQuery();
  const catalogue = stations.data ?? NO_STATIONS;
  const list = useMemo(() => stationsByDistance(catalogue, location), [catalogue, location]);
  const freeNowById = useMemo(
    () => new Map<number, StationFreeNow>((freeNow.data ?? []).map((f) => [f.stationId, f])),
    [freeNow.data],
  );
  return {
    location,
    stations: catalogue,
    list,
    loading: stations.isLoading,
    failed: stations.isError,
    freeNowById,
    freeNowLoading: freeNow.isLoading,
  };
}
