import type { Station } from '@chargesetu/shared/contracts';
import { parseAddress } from '@chargesetu/shared/domain';

/** One figure of the landing page's numbers: what it counts and its value as shown. */
export interface CatalogueFigure {
  label: string;
  value: string;
}

const COUNT = new Intl.NumberFormat('en-IN');
const KW = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** A city once, however its name is spaced or cased; the same name in two states is two cities. */
function cityKey(station: Station): string | null {
  const address = parseAddress(station.address);
  if (!address?.city) return null;
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return `${norm(address.city)}|${norm(address.state)}`;
}

/**
 * The landing page's numbers, counted from the public station catalogue (GET /api/stations) rather than
 * claimed: stations, the cities they are in, their charging points (one per charger) and the most
 * powerful charger. Nothing is rounded up or padded with "+".
 */
export function catalogueFigures(stations: readonly Station[]): CatalogueFigure[] {
  const cities = new Set(stations.map(cityKey).filter((key) => key !== null));
  const chargers = stations.flatMap((s) => s.chargers);
  const powers = chargers.map((c) => Number(c.power)).filter((kw) => Number.isFinite(kw) && kw > 0);
  const figures: CatalogueFigure[] = [
    {
      label: stations.length === 1 ? 'Charging station' : 'Charging stations',
      value: COUNT.format(stations.length),
    },
    { label: cities.size === 1 ? 'City' : 'Cities', value: COUNT.format(cities.size) },
    {
      label: chargers.length === 1 ? 'Charging point' : 'Charging points',
      value: COUNT.format(chargers.length),
    },
  ];
  // With no charger listed there is no top power to show (not "0 kW").
  if (powers.length)
    figures.push({ label: 'Most powerful charger', value: `${KW.format(Math.max(...powers))} kW` });
  return figures;
}
