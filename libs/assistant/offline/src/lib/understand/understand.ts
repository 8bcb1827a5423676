import { questionNeedsLocation, type Station } from '@chargesetu/shared/contracts';
import { findPlace, inPlace, type KnownCity, type PlaceRef } from '@chargesetu/shared/domain';
import { connectorsIn } from '../knowledge/connectors';
import { findEvModel, type EvModel } from '../knowledge/ev-models';
import {
  normalizeQuestion,
  readDate,
  readEnergyKwh,
  readMinutes,
  readPercentRange,
  readPowerKw,
  readTime,
} from './slots';
import { hindiToKeywords } from './hindi-words';
import { matchStation } from './station-match';

/** What a driver can ask the offline assistant. */
export type Intent =
  | 'greeting'
  | 'thanks'
  | 'identity'
  | 'help'
  | 'how_to_book'
  | 'how_to_pay'
  | 'how_to_cancel'
  | 'how_to_charge'
  | 'my_bookings'
  | 'my_vehicles'
  | 'vehicle_stations'
  | 'vehicle_connector'
  | 'connector_info'
  | 'cost_estimate'
  | 'charging_time'
  | 'cheapest'
  | 'prices'
  | 'availability'
  | 'station_details'
  | 'fast_chargers'
  | 'find_stations'
  | 'nearest_open'
  | 'etiquette'
  | 'range_tips'
  | 'unknown';

/** The question, read: its intent and every figure, place, station and vehicle it names. */
export interface Understanding {
  intent: Intent;
  text: string;
  place?: PlaceRef;
  station?: Station;
  /** Stations the question could mean when it names one ambiguously. */
  candidates: Station[];
  /** Connector types named, as stations name them, in order. */
  connectors: string[];
  /** "fast": 100 kW or more (docs/product.md §9). */
  fast: boolean;
  /** "DC": above 40 kW (the detail page's labels). */
  dc: boolean;
  minPower?: number;
  powerKw?: number;
  minutes?: number;
  energyKwh?: number;
  percent: { from?: number; to?: number };
  date?: { date: string; label: string };
  time?: string;
  evModel?: EvModel;
  /** The driver speaks of their own vehicle ("my car"). */
  mine: boolean;
  /** Also asked how to pay (with "how do I book"). */
  alsoPay: boolean;
  /** Asked for stations open round the clock. */
  allDay: boolean;
}

/** What the previous exchange was about, for follow-ups ("and tomorrow?", "what about fast ones?"). */
export interface PreviousTurn {
  intent?: string;
  place?: PlaceRef;
  stationIds?: number[];
}

const has = (re: RegExp, t: string) => re.test(t);

const IDENTITY =
  /\b((which|what) (ai|model|llm|language model|engine)|are you (gpt|chatgpt|an ai|a bot|a robot|human|real)|who (are you|made you|built you|created you)|gpt ?\d*|chatgpt|openai|llama|gemini|claude|mistral)\b/;
const GREETING =
  /^(hi+|hello|hey|hiya|namaste|namaskar|good (morning|afternoon|evening)|yo|hola)( there| assistant| chargesetu| team)?[\s!.,]*$/;
const THANKS =
  /\b(thanks|thank you|thankyou|thx|ty|dhanyavad|dhanyawad|shukriya|great|awesome|cool|ok|okay)\b/;
const HELP = /\b(help|what can you do|what do you do|what can i ask|features|options|menu)\b/;
const HOWTO =
  /\b(how (do|can|to|should|would|does|will)|how i|steps?|process|procedure|kaise|where do i|what do i do|guide|way to|tell me how|explain how|want to|wanna|need to|can i|let me|help me)\b/;
const CANCEL = /\b(cancel\w*|refund\w*|radd)\b/;
const PAY = /\b(pay|payment|payments|paying|paid|upi|wallet|card|gpay|paytm|phonepe)\b/;
const CHARGE_ACTION =
  /\b(start|begin|stop|end|monitor|unplug|plug in)\w* (the |my )?(charging|charge|session)\b|\b(start|stop) charging\b|\bcharging session\b/;
const BOOK = /\b(book|booking|reserve|reservation|slot)\b/;
const MY_BOOKINGS =
  /\bmy (\w+ )?(bookings?|reservations?|slots?|sessions?)\b|\b(upcoming|next|pending|active|previous|past|recent|booked|unpaid|confirmed) (bookings?|reservations?|slots?|sessions?)\b|\bbookings? (do i have|i have|i made)\b|\bmeri booking/;
const MINE =
  /\b(my|mine|meri|mera|hamari) (own )?(vehicles?|cars?|evs?|scooters?|bikes?|gaadi|gadi)\b|\bi (own|have|drive) (a|an)\b/;
const LIST_VEHICLES =
  /\b(list|show|which|what|all) (are |of )?(my|mine) (vehicles|cars|evs)\b|^my (vehicles|cars|evs)\W*$/;
const COMPAT =
  /\b(compatible|compatibility|fit|fits|suit|suits|suitable|work with|works with|support|supports|can i charge|charge it|charge my)\b/;
const ETIQUETTE =
  /\b(etiquette|manners|courtesy|polite|do'?s and don'?ts|dos and donts|hog\w*|overstay\w*|idle|rules)\b/;
const RANGE_TIPS =
  /\b(range|mileage|efficien\w*|battery life|battery health|more km|km per charge|longer trip|road trip|highway trip|regen\w*|farther|further)\b/;
const CHARGE_TIME =
  /\bhow long\b|\bhow much time\b|\bkitna (time|samay)\b|\btime to charge\b|\bcharging time\b|\bhours? (to|will it take)/;
const CONNECTOR_Q =
  /\b(what is|what's|whats|what are|explain|meaning|mean|means|difference|differ|vs|versus|compare|better|kya hai|kya hota|types of|kinds of)\b/;
const CONNECTOR_WORD = /\b(connector|connectors|plug|plugs|port|ports|socket|inlet|standard|standards)\b/;
const COST =
  /\b(cost|costs|costing|how much|kitna|kitne|kharcha|kharch|bill|estimate|spend|expense|rupees|rs|inr|total)\b|₹/;
const CHEAP =
  /\b(cheap|cheapest|cheaper|sasta|saste|sasti|lowest|budget|affordable|economical|low cost|least expensive|kam (daam|paise|rate))\b/;
const PRICES =
  /\b(price|prices|pricing|rate|rates|tariff|per kwh|per unit|charges|fee|fees|expensive|costly|mehenga|mehnga)\b/;
const AVAIL =
  /\b(available|availability|free|vacant|khali|open slots?|slots?|booked out|fully booked|busy)\b/;
const FAST =
  /\b(fast|fastest|rapid|quick|quickest|ultra|superfast|super fast|high power|high speed|hyper ?charg\w*|premium|jaldi)\b/;
const DC = /\bdc\b/;
const FIND =
  /\b(station|stations|charger|chargers|charging points?|kaha|kahan|kidhar|where|near|nearby|around|list|show|find|any|locate|options|charge)\b/;
const ALL_DAY =
  /\b24 ?(x|\/)? ?7\b|\b24 hours?\b|\bround the clock\b|\ball night\b|\blate night\b|\bmidnight\b/;
const MIN_POWER =
  /(?:at least|atleast|minimum|min|above|over|more than|>=?)\s*(\d+)\s*kw\b|\b(\d+)\s*kw\s*(?:\+|or more|and above|plus)/;

/** Words that make a question lean on the previous one: "what about fast ones?", "and tomorrow?". */
const FOLLOW_UP =
  /\b(what about|how about|and|also|there|those|these|them|it|same|ones|that one|this one|wahan|wahi|usme|waha)\b/;

/** Intents that need one station; a follow-up without a place reuses the previous exchange's station. */
const STATION_INTENTS: ReadonlySet<Intent> = new Set([
  'availability',
  'station_details',
  'prices',
  'cost_estimate',
]);
/** Intents that need a place; a follow-up without one reuses the previous exchange's place. */
const PLACE_INTENTS: ReadonlySet<Intent> = new Set([
  'find_stations',
  'fast_chargers',
  'cheapest',
  'prices',
  'vehicle_stations',
]);

function decide(u: Omit<Understanding, 'intent'>, t: string): Intent {
  const howTo = has(HOWTO, t.replace(/\bhow (much|many|long|far)\b/g, ''));
  const figures = u.powerKw !== undefined || u.minutes !== undefined || u.energyKwh !== undefined;

  if (t === '') return 'help';
  if (has(IDENTITY, t)) return 'identity';
  if (has(GREETING, t)) return 'greeting';
  if (
    has(THANKS, t) &&
    t.split(' ').length <= 5 &&
    !u.place &&
    !u.station &&
    !has(FIND, t) &&
    !has(BOOK, t)
  ) {
    return 'thanks';
  }

  if (has(CANCEL, t)) return 'how_to_cancel';
  if (has(CHARGE_ACTION, t) && (howTo || !has(BOOK, t))) return 'how_to_charge';
  // "nearest open charger to me", "closest charger", "charger near me": by the caller's location.
  if (questionNeedsLocation(t) && !u.station) return 'nearest_open';
  if (howTo && has(BOOK, t) && !u.station && !u.place) return 'how_to_book';
  if (howTo && has(PAY, t)) return 'how_to_pay';
  if (has(ETIQUETTE, t)) return 'etiquette';
  if (has(CHARGE_TIME, t)) return 'charging_time';
  if (has(RANGE_TIPS, t) && !has(PRICES, t) && !has(COST, t)) return 'range_tips';
  if (has(MY_BOOKINGS, t)) return 'my_bookings';
  if (has(COST, t) && (figures || u.percent.to !== undefined)) return 'cost_estimate';

  if (u.evModel || u.mine) {
    if (u.mine && has(LIST_VEHICLES, t)) return 'my_vehicles';
    if (u.place || u.station || has(COMPAT, t) || has(/\b(stations?|where)\b/, t)) return 'vehicle_stations';
    if (u.evModel || has(CONNECTOR_WORD, t) || has(/\bwhich (charger|type)\b/, t)) return 'vehicle_connector';
    return 'my_vehicles';
  }
  if (
    !u.place &&
    !u.station &&
    (u.connectors.length > 0 || has(CONNECTOR_WORD, t)) &&
    (has(CONNECTOR_Q, t) || (u.connectors.length > 0 && t.split(' ').length <= 3))
  ) {
    return 'connector_info';
  }
  if (has(COST, t) && (u.station || u.place) && !has(CHEAP, t)) return u.station ? 'cost_estimate' : 'prices';
  if (has(CHEAP, t)) return 'cheapest';
  if (has(AVAIL, t) && (u.station || u.candidates.length > 0 || u.date || u.time)) return 'availability';
  if (has(PRICES, t) || (has(COST, t) && !u.place)) return 'prices';
  if (howTo && has(BOOK, t)) return 'how_to_book';
  if (u.station || u.candidates.length > 0) return 'station_details';
  if (u.fast || u.dc) return 'fast_chargers';
  if (u.place || has(FIND, t) || u.connectors.length > 0 || u.minPower !== undefined) return 'find_stations';
  if (has(BOOK, t)) return 'how_to_book';
  if (has(PAY, t)) return 'how_to_pay';
  if (has(HELP, t)) return 'help';
  return 'unknown';
}

/**
 * Reads a question against the live station list: the place (with Hinglish names and misspellings),
 * the station it names, connectors, power, duration, energy, date and time, EV model, then the intent.
 */
export function understand(
  question: string,
  ctx: { stations: readonly Station[]; now: Date; previous?: PreviousTurn },
): Understanding {
  const t = normalizeQuestion(hindiToKeywords(question));
  const known: KnownCity[] = ctx.stations.map((s) => ({ city: s.address.city, state: s.address.state }));
  const place = findPlace(t, known) ?? undefined;
  // A station named in full wins over a place read from its name ("Rajpur Road" is not Raipur); an
  // ambiguous name is narrowed by the place ("Phoenix Marketcity in Pune").
  const anywhere = matchStation(t, ctx.stations);
  const match =
    anywhere.station || !place ? anywhere : matchStation(t, ctx.stations, (s) => inPlace(s.address, place));
  const minPowerMatch = MIN_POWER.exec(t);
  const base: Omit<Understanding, 'intent'> = {
    text: t,
    // A named station fixes the place (its name may contain another city's look-alike, e.g. "Rajpur Road").
    place: match.station ? undefined : place,
    station: match.station,
    candidates: match.candidates,
    connectors: connectorsIn(t),
    fast: has(FAST, t),
    dc: has(DC, t),
    minPower: minPowerMatch ? Number(minPowerMatch[1] ?? minPowerMatch[2]) : undefined,
    powerKw: readPowerKw(t),
    minutes: readMinutes(t),
    energyKwh: readEnergyKwh(t),
    percent: readPercentRange(t),
    date: readDate(t, ctx.now),
    time: readTime(t),
    evModel: findEvModel(t) ?? undefined,
    mine: has(MINE, t),
    alsoPay: has(PAY, t),
    allDay: has(ALL_DAY, t),
  };
  let intent = decide(base, t);

  // Follow-ups lean on the previous exchange.
  const prev = ctx.previous;
  if (
    prev &&
    !base.station &&
    !base.place &&
    base.candidates.length === 0 &&
    (has(FOLLOW_UP, t) || t.split(' ').length <= 4)
  ) {
    if (
      intent === 'unknown' &&
      prev.intent &&
      (base.date || base.time || base.fast || base.connectors.length > 0)
    ) {
      intent = prev.intent as Intent;
    }
    if (STATION_INTENTS.has(intent) && prev.stationIds?.length === 1) {
      const station = ctx.stations.find((s) => s.id === prev.stationIds?.[0]);
      if (station) return { ...base, intent, station };
    }
    if (PLACE_INTENTS.has(intent) && prev.place) return { ...base, intent, place: prev.place };
  }
  return { ...base, intent };
}
