import type { Station } from '@chargesetu/shared/contracts';
import {
  CITIES_BY_STATE,
  editDistance,
  INDIAN_STATES,
  PLACE_ALIASES,
  placeWords,
  type KnownCity,
} from '@chargesetu/shared/domain';

// Which station a question names. Words are weighed by how rare they are among station names (a word
// in one name identifies it; an operator's name shared by forty does not). Everyday words that also
// occur in names ("select", "express", "one") and place names ("Kochi" in "Lulu Mall Kochi") only count
// next to a word that is distinctive on its own, so "stations in Kochi" is a city, not a station.

const STOP = new Set([
  'the',
  'of',
  'and',
  'in',
  'at',
  'to',
  'for',
  'a',
  'an',
  'on',
  'me',
  'my',
  'is',
  'are',
  'it',
  'ev',
  'near',
  'station',
  'stations',
  'charging',
  'charger',
  'chargers',
  'charge',
  'point',
  'india',
  'please',
  'what',
  'how',
  'much',
  'does',
  'do',
  'i',
  'can',
  'slot',
  'slots',
  'price',
  'prices',
  'cost',
  'kw',
  'kwh',
]);
const COMMON = new Set([
  'select',
  'express',
  'one',
  'park',
  'world',
  'trade',
  'capital',
  'central',
  'grand',
  'junction',
  'forum',
  'square',
  'oasis',
  'celebration',
  'crown',
  'circle',
  'link',
  'main',
  'market',
  'gate',
  'city',
  'centre',
  'center',
  'mall',
  'road',
  'highway',
  'airport',
  'beach',
  'lake',
  'new',
  'mg',
  'nagar',
  'plaza',
  'tower',
  'bazar',
  'bazaar',
  'marg',
  'hub',
  'power',
  'tata',
  'pulse',
  'shell',
  'bolt',
  'earth',
  'fast',
  'south',
  'north',
  'east',
  'west',
  'six',
  'mile',
  'sector',
  'gift',
  'urban',
  'phase',
  'recharge',
  'glida',
  'nh',
]);

export interface StationMatch {
  /** The station the question names, when one clearly wins. */
  station?: Station;
  /** Several equally good stations ("Phoenix Marketcity" is in four cities): ask which one. */
  candidates: Station[];
}

/** "station 12", "station #12", "/station/12", "station id 12". */
function stationIdIn(text: string): number | undefined {
  const m =
    /\/station\/(\d{1,9})\b/.exec(text) ?? /\bstation\s*(?:#|no\.?|number|id)?\s*#?(\d{1,9})\b/i.exec(text);
  return m ? Number(m[1]) : undefined;
}

/**
 * Words of two or more letters, plus each pair of neighbours joined: "market city" also reads as
 * "marketcity", and "T. Nagar" as "tnagar" (single letters only count inside such a pair, so "GB/T"
 * never names "T. Nagar").
 */
function wordsAndPairs(words: readonly string[]): Set<string> {
  const out = new Set(words.filter((w) => w.length >= 2));
  for (let i = 1; i < words.length; i++) out.add(`${words[i - 1]}${words[i]}`);
  return out;
}

/** Every word of a city, state or other place name the catalogue and the domain know. */
function placeNameWords(known: readonly KnownCity[]): Set<string> {
  const names = [
    ...known.flatMap((k) => [k.city, k.state]),
    ...INDIAN_STATES,
    ...Object.values(CITIES_BY_STATE).flat(),
    ...Object.keys(PLACE_ALIASES),
  ];
  return new Set(names.flatMap((n) => placeWords(n)));
}

/** The words of a name after the operator's ("Zeon Charging – UB City" -> ub, city). */
function siteWords(s: Station): string[] {
  const operator = new Set(placeWords(s.operator));
  return [...new Set(placeWords(s.name))].filter((w) => w.length >= 2 && !operator.has(w) && !STOP.has(w));
}

export function matchStation(
  text: string,
  stations: readonly Station[],
  within?: (s: Station) => boolean,
): StationMatch {
  const byId = stationIdIn(text);
  if (byId !== undefined) {
    const station = stations.find((s) => s.id === byId);
    if (station) return { station, candidates: [] };
  }
  const known: KnownCity[] = stations.map((s) => ({ city: s.address.city, state: s.address.state }));
  const places = placeNameWords(known);
  const isPlace = (w: string) => places.has(w);
  const query = wordsAndPairs(placeWords(text).filter((w) => !STOP.has(w)));

  const nameWords = stations.map((s) => wordsAndPairs(placeWords(s.name).filter((w) => !STOP.has(w))));
  const df = new Map<string, number>();
  for (const ws of nameWords) for (const w of ws) df.set(w, (df.get(w) ?? 0) + 1);
  const inQuery = (w: string) =>
    query.has(w) || (w.length >= 6 && [...query].some((q) => q.length >= 5 && editDistance(q, w, 1) <= 1));

  const scored = stations.map((station, i) => {
    let distinctive = 0;
    let supporting = 0;
    for (const w of nameWords[i]) {
      if (!inQuery(w)) continue;
      const weight = 1 / (df.get(w) ?? 1);
      if (COMMON.has(w) || isPlace(w) || /^\d+$/.test(w)) supporting += weight;
      else distinctive += weight;
    }
    return { station, distinctive, score: distinctive > 0 ? distinctive + supporting : 0 };
  });
  const pool = scored.filter((s) => s.score > 0 && (!within || within(s.station)));
  if (pool.length === 0) return { candidates: [] };
  // Every word of the site part of a name ("Statiq – Gandhi Nagar" -> gandhi, nagar) named: that station,
  // when it is the only one so covered.
  const covered = pool.filter(({ station }) => {
    const site = siteWords(station);
    return (site.length >= 2 || site.some((w) => !COMMON.has(w) && !isPlace(w))) && site.every(inQuery);
  });
  if (covered.length === 1) return { station: covered[0].station, candidates: [] };
  pool.sort((a, b) => b.score - a.score || a.station.id - b.station.id);
  const best = pool[0].score;
  const second = pool[1]?.score ?? 0;
  if (best - second > 1e-9 && (best >= 0.99 || (best >= 0.5 && best >= 2 * second)))
    return { station: pool[0].station, candidates: [] };
  // Only words shared by a handful of names make a useful "which one?" (not an operator's name).
  if (best >= 0.2)
    return {
      candidates: pool
        .filter((s) => s.score >= 0.6 * best)
        .slice(0, 6)
        .map((s) => s.station),
    };
  return { candidates: [] };
}
