import { divIcon } from 'leaflet';

/** OpenStreetMap's standard tiles, unless VITE_MAP_TILE_URL names another tile server at build time. */
export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export const TILE_URL: string = import.meta.env['VITE_MAP_TILE_URL'] || DEFAULT_TILE_URL;
export const TILE_ATTRIBUTION: string =
  import.meta.env['VITE_MAP_TILE_ATTRIBUTION'] ||
  (TILE_URL === DEFAULT_TILE_URL ? DEFAULT_TILE_ATTRIBUTION : '');

/** India, for an empty list: the map still shows where stations would be. */
export const INDIA_BOUNDS: [[number, number], [number, number]] = [
  [6.5, 68.1],
  [35.7, 97.4],
];

// The pin is drawn inline (no image files, no CDN): it works offline and under the app's CSP.
const PIN = (fill: string) =>
  `<svg viewBox="0 0 28 36" width="28" height="36" aria-hidden="true" focusable="false">` +
  `<path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 36 14 36s14-11.7 14-22.1C28 6.2 21.7 0 14 0z" fill="${fill}" stroke="#fff" stroke-width="2"/>` +
  `<path d="M15.5 6 9 16h4.5L12 26l7-11h-4.6z" fill="#fff"/></svg>`;

/** A station on the map; fast stations (a charger of 100 kW or more) in the darker brand colour. */
export const stationIcon = divIcon({
  className: 'station-marker',
  html: PIN('#00775A'),
  iconSize: [28, 36],
  iconAnchor: [14, 36],
  popupAnchor: [0, -32],
});
export const fastStationIcon = divIcon({
  className: 'station-marker station-marker--fast',
  html: PIN('#0A4C5A'),
  iconSize: [28, 36],
  iconAnchor: [14, 36],
  popupAnchor: [0, -32],
});
