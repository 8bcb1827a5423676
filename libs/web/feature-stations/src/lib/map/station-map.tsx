import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { latLngBounds } from 'leaflet';
import { CircleMarker, MapContainer, Marker, Popup, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { hasFastCharger, type LatLng } from '@chargesetu/shared/domain';
import { StationCard } from '../components/station-card';
import type { ListedStation } from '../finder/station-filters';
import { fastStationIcon, INDIA_BOUNDS, stationIcon, TILE_ATTRIBUTION, TILE_URL } from './map-config';
import { useTranslation } from '@chargesetu/web/i18n';

export interface StationMapProps {
  stations: readonly ListedStation[];
  location: LatLng | null;
}

/**
 * Keeps every marker (and the user) in view whenever the filtered list changes. Without animation: Leaflet
 * 1.9 finishes an animated zoom on a 250 ms timer that still runs if the map is removed meanwhile (switching
 * back to the list), and then fails on the removed panes ("reading '_leaflet_pos'").
 */
function FitToStations({ stations, location }: StationMapProps) {
  const map = useMap();
  useEffect(() => {
    const points: [number, number][] = stations.map(({ station }) => [station.latitude, station.longitude]);
    if (location) points.push([location.latitude, location.longitude]);
    if (points.length === 0) map.fitBounds(INDIA_BOUNDS, { animate: false });
    else if (points.length === 1) map.setView(points[0], 13, { animate: false });
    else map.fitBounds(latLngBounds(points), { padding: [32, 32], maxZoom: 14, animate: false });
  }, [map, stations, location]);
  return null;
}

/**
 * The finder's map view: a marker per filtered station; a marker (click, or Enter on a focused one)
 * opens that station's card. Tiles come from the network; without them the markers still work, and we
 * say so instead of leaving a blank grey box unexplained.
 */
export default function StationMap({ stations, location }: StationMapProps) {
  const { t } = useTranslation('stations');
  const [tilesFailed, setTilesFailed] = useState(false);
  const tileEvents = useMemo(() => ({ tileerror: () => setTilesFailed(true) }), []);
  return (
    <Box component="section" aria-label={t('map.label')} data-testid="station-map">
      {tilesFailed && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('map.tilesFailed')}
        </Alert>
      )}
      <Box
        sx={{
          height: { xs: '60vh', md: 560 },
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          '& .leaflet-container': {
            height: '100%',
            width: '100%',
            bgcolor: '#dfe9e4',
            fontFamily: 'inherit',
          },
          '& .station-marker': { background: 'none', border: 0 },
          '& .station-marker:focus-visible': {
            outline: '3px solid #0B63A5',
            outlineOffset: 2,
            borderRadius: 1,
          },
          '& .leaflet-popup-content': { m: 1.5 },
          // Leaflet colours every link in the map blue; the card's button keeps its own colours.
          '& .leaflet-popup-content a.MuiButton-contained': { color: 'primary.contrastText' },
        }}
      >
        <MapContainer bounds={INDIA_BOUNDS} scrollWheelZoom={false} style={{ height: '100%' }}>
          <TileLayer
            url={TILE_URL}
            attribution={TILE_ATTRIBUTION}
            // The app sends no Referer by default; OpenStreetMap's tile policy asks for one.
            referrerPolicy="strict-origin-when-cross-origin"
            eventHandlers={tileEvents}
          />
          {stations.map(({ station, distanceKm }) => (
            <Marker
              key={station.id}
              position={[station.latitude, station.longitude]}
              icon={hasFastCharger(station.chargers) ? fastStationIcon : stationIcon}
              title={station.name}
              alt={station.name}
            >
              <Popup minWidth={240} maxWidth={280}>
                <StationCard station={station} distanceKm={distanceKm} compact />
              </Popup>
            </Marker>
          ))}
          {location && (
            <CircleMarker
              center={[location.latitude, location.longitude]}
              radius={8}
              pathOptions={{ color: '#fff', weight: 3, fillColor: '#0B63A5', fillOpacity: 1 }}
            >
              <Tooltip>{t('map.youAreHere')}</Tooltip>
            </CircleMarker>
          )}
          <FitToStations stations={stations} location={location} />
        </MapContainer>
      </Box>
    </Box>
  );
}
