import { CITIES_BY_STATE, INDIAN_STATES } from '../geo/india-regions';

/** A place a driver named: a city (with its state) or a whole state. */
export interface PlaceRef {
  kind: 'city' | 'state';
  /** Set when kind is 'city': the catalogue's spelling ("Bengaluru"). */
  city?: string;
  state: string;
}

/** A city the catalogue knows, with its state (e.g. from the station list's addresses). */
export interface KnownCity {
  city: string;
  state: string;
}

/** A place found in a text, and where it starts (for "first mentioned"). */
export interface PlaceMention extends PlaceRef {
  /** Index of the first word of the mention in the normalized text's words. */
  at: number;
  /** The words as written (normalized), e.g. "banglore". */
  matched: string;
  /** 'exact' (name or alias) or 'fuzzy' (a misspelling within the edit-distance budget). */
  how: 'exact' | 'fuzzy';
}

/**
 * Other names people use for a city or state, in English, old names and Hinglish, mapped to the
 * catalogue's spelling. Cities resolve to their state through the known cities; a name that is a state
 * ("dilli") names the whole state.
 */
export const PLACE_ALIASES: Readonly<Record<string, string>> = {
  bangalore: 'Bengaluru',
  bengalooru: 'Bengaluru',
  blr: 'Bengaluru',
  bombay: 'Mumbai',
  bambai: 'Mumbai',
  dilli: 'Delhi',
  dehli: 'Delhi',
  ncr: 'Delhi',
  'delhi ncr': 'Delhi',
  gurgaon: 'Gurugram',
  madras: 'Chennai',
  calcutta: 'Kolkata',
  poona: 'Pune',
  mysore: 'Mysuru',
  mangalore: 'Mangaluru',
  hubli: 'Hubballi',
  trichy: 'Tiruchirappalli',
  tiruchi: 'Tiruchirappalli',
  baroda: 'Vadodara',
  benaras: 'Varanasi',
  banaras: 'Varanasi',
  kashi: 'Varanasi',
  cochin: 'Kochi',
  ernakulam: 'Kochi',
  trivandrum: 'Thiruvananthapuram',
  calicut: 'Kozhikode',
  vizag: 'Visakhapatnam',
  panjim: 'Panaji',
  gauhati: 'Guwahati',
  cyberabad: 'Hyderabad',
  hyd: 'Hyderabad',
  bhagyanagar: 'Hyderabad',
  orissa: 'Odisha',
  bengal: 'West Bengal',
  tamilnadu: 'Tamil Nadu',
  'new bombay': 'Navi Mumbai',
  navimumbai: 'Navi Mumbai',
};

// Words that look like a place within one edit but are everyday words in drivers' questions.
const NOT_PLACES = new Set(['thanks', 'charge', 'change', 'charges', 'manual', 'indoor', 'sunday', 'simple']);

/** Lowercase words without accents or punctuation: "Bengaluru, KA!" -> ["bengaluru", "ka"]. */
export function placeWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent swaps, so "gurgoan" is one edit from
 * "gurgaon"). Stops early once the distance exceeds `max`, returning max + 1.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push(new Array<number>(b.length + 1).fill(0));
    rows[i][0] = i;
  }
  for (let j = 0; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length][b.length];
}

/** How many edits a word of this length may carry and still count as a misspelling of a name. */
function editBudget(length: number): number {
  if (length >= 9) return 2;
  if (length >= 6) return 1;
  return 0;
}

interface Candidate {
  words: string[];
  place: PlaceRef;
}

function candidatesFrom(known: readonly KnownCity[]): Candidate[] {
  const cities = new Map<string, KnownCity>();
  for (const [state, list] of Object.entries(CITIES_BY_STATE)) {
    for (const city of list) cities.set(city.toLowerCase(), { city, state });
  }
  for (const k of known) if (k.city && k.state) cities.set(k.city.toLowerCase(), k);
  const states = new Map<string, string>();
  for (const s of INDIAN_STATES) states.set(s.toLowerCase(), s);
  for (const k of known) if (k.state) states.set(k.state.toLowerCase(), k.state);

  const resolve = (name: string): PlaceRef | null => {
    const city = cities.get(name.toLowerCase());
    if (city) return { kind: 'city', city: city.city, state: city.state };
    const state = states.get(name.toLowerCase());
    return state ? { kind: 'state', state } : null;
  };
  const out: Candidate[] = [];
  for (const c of cities.values()) {
    out.push({ words: placeWords(c.city), place: { kind: 'city', city: c.city, state: c.state } });
  }
  for (const s of states.values()) {
    // A state named like one of its cities ("Delhi" has "New Delhi") is still the state.
    out.push({ words: placeWords(s), place: { kind: 'state', state: s } });
  }
  for (const [alias, target] of Object.entries(PLACE_ALIASES)) {
    const place = resolve(target);
    if (place) out.push({ words: placeWords(alias), place });
  }
  // Longest names first, so "navi mumbai" wins over "mumbai" and "new delhi" over "delhi".
  return out.sort(
    (a, b) => b.words.length - a.words.length || b.words.join(' ').length - a.words.join(' ').length,
  );
}

/**
 * Every place named in a text, in the order they appear: catalogue cities and states, their other
 * names (Bangalore, Bombay, Dilli, Gurgaon, Madras, Calcutta...) and misspellings within one edit for
 * words of 6+ letters, two for 9+ ("Banglore", "Hydrabad", "Chenai"). Pass the cities the live
 * catalogue has, so a new city is recognised without a code change.
 */
export function findPlaces(text: string, known: readonly KnownCity[] = []): PlaceMention[] {
  const words = placeWords(text);
  const candidates = candidatesFrom(known);
  const taken = new Array<boolean>(words.length).fill(false);
  const found: PlaceMention[] = [];
  const free = (at: number, n: number) => taken.slice(at, at + n).every((t) => !t);
  const take = (at: number, n: number, place: PlaceRef, how: 'exact' | 'fuzzy') => {
    for (let i = at; i < at + n; i++) taken[i] = true;
    found.push({ ...place, at, matched: words.slice(at, at + n).join(' '), how });
  };
  // Exact names first (longest first), then misspellings of single words.
  for (const c of candidates) {
    const n = c.words.length;
    for (let at = 0; at + n <= words.length; at++) {
      if (!free(at, n)) continue;
      if (c.words.every((w, i) => words[at + i] === w)) take(at, n, c.place, 'exact');
    }
  }
  for (let at = 0; at < words.length; at++) {
    const word = words[at];
    const budget = editBudget(word.length);
    if (taken[at] || budget === 0 || NOT_PLACES.has(word) || /\d/.test(word)) continue;
    let best: { place: PlaceRef; d: number } | undefined;
    for (const c of candidates) {
      const name = c.words.join('');
      if (name.length < 5) continue;
      const d = editDistance(word, name, budget);
      if (d <= budget && (!best || d < best.d)) best = { place: c.place, d };
    }
    if (best) take(at, 1, best.place, 'fuzzy');
  }
  return found.sort((a, b) => a.at - b.at);
}

/**
 * The most specific place a text names: the first city mentioned, else the first state, else null.
 * "stations in Mumbai, Maharashtra" -> Mumbai; "Dilli mein" -> the state Delhi.
 */
export function findPlace(text: string, known: readonly KnownCity[] = []): PlaceRef | null {
  const mentions = findPlaces(text, known);
  const pick = mentions.find((m) => m.kind === 'city') ?? mentions[0];
  if (!pick) return null;
  return pick.kind === 'city'
    ? { kind: 'city', city: pick.city, state: pick.state }
    : { kind: 'state', state: pick.state };
}

/** "Pune, Maharashtra" or "Delhi" (a state). */
export function placeLabel(place: PlaceRef): string {
  return place.kind === 'city' && place.city ? `${place.city}, ${place.state}` : place.state;
}

/** Whether an address lies in the place (city and state compared without case). */
export function inPlace(
  address: { city?: string; state?: string } | null | undefined,
  place: PlaceRef,
): boolean {
  if (!address) return false;
  const same = (a: string | undefined, b: string | undefined) =>
    (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
  if (!same(address.state, place.state)) return false;
  return place.kind === 'state' || same(address.city, place.city);
}
