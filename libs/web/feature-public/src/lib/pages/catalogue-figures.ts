import type { Station } from '@chargesetu/shared/contracts';
import { parseAddress } from '@chargesetu/shared/domain';
import { formatNumber, translate } from '@chargesetu/web/i18n';

/** One figure of the landing page's numbers: what it counts and its value as shown. */
export interface CatalogueFigure {
  label: string;
  value: string;
}

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
 * powerful charger. Nothing is rounded up or padded with "+". Labels and numbers are in the language shown, so
 * call it at render time.
 */
export function catalogueFigures(stations: readonly Station[]): CatalogueFigure[] {
  const cities = new Set(stations.map(cityKey).filter((key) => key !== null));
  const chargers = stations.flatMap((s) => s.chargers);
  const powers = chargers.map((c) => Number(c.power)).filter((kw) => Number.isFinite(kw) && kw > 0);
  const figures: CatalogueFigure[] = [
    {
      label: translate('public:figures.stations', { count: stations.length }),
      value: formatNumber(stations.length),
    },
    { label: translate('public:figures.cities', { count: cities.size }), value: formatNumber(cities.size) },
    {
      label: translate('public:figures.points', { count: chargers.length }),
      value: formatNumber(chargers.length),
    },
  ];
  // With no charger listed there is no top power to show (not "0 kW"). reduce, not Math.max(...powers): a
  // spread of a long list overflows the call stack.
  if (powers.length) {
    const top = powers.reduce((a, b) => Math.max(a, b));
    figures.push({
      label: translate('public:figures.topPower'),
      value: `${formatNumber(top, { maximumFractionDigits: 1 })} kW`,
    });
  }
  return figures;
}
