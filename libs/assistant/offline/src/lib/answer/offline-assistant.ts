import type { AssistantToolRun, Station } from '@chargesetu/shared/contracts';
import type { Language, LatLng, PlaceRef } from '@chargesetu/shared/domain';
import type { AssistantData } from '../assistant-data';
import { evModelOf } from '../knowledge/ev-models';
import { bookingsForAction, composeMyBookings } from '../compose/compose-bookings';
import {
  composeConnectorInfo,
  composeEtiquette,
  composeGreeting,
  composeHelp,
  composeHowTo,
  composeIdentity,
  composeRangeTips,
  composeThanks,
} from '../compose/compose-guides';
import { composeCheapest, composeCost, composePrices } from '../compose/compose-prices';
import { composeCandidates, composeStationDetails } from '../compose/compose-station';
import { composeFast, composeStations, overview } from '../compose/compose-stations';
import {
  composeChargingTime,
  composeMyVehicles,
  composeVehicleConnector,
  composeVehicleStations,
} from '../compose/compose-vehicles';
import { nearestAnswer } from './nearest-answer';
import { availabilityAnswer, costBasis, tracked, type Draft, type Reads } from './offline-reads';
import { understand, type Intent, type PreviousTurn, type Understanding } from '../understand/understand';

/** The offline assistant's answer and what it did to write it. */
export interface OfflineAnswer {
  message: string;
  intent: Intent;
  tools: AssistantToolRun[];
  place?: PlaceRef;
  stationIds: number[];
}

async function draftFor(
  u: Understanding,
  stations: Station[],
  reads: Reads,
  now: Date,
  o: { horizonDays?: number; location?: LatLng; lang: Language },
): Promise<Draft> {
  const lang = o.lang;
  const connector = u.connectors[0];
  const minPower = u.minPower ?? (u.fast ? 100 : u.dc ? 41 : undefined);
  const onlyUpcoming = /\b(upcoming|next|future|coming)\b/.test(u.text);
  switch (u.intent) {
    case 'greeting':
      return { message: composeGreeting(lang) };
    case 'thanks':
      return { message: composeThanks(lang) };
    case 'identity':
      return { message: composeIdentity(lang) };
    case 'help':
      return { message: composeHelp(false, lang) };
    case 'etiquette':
      return { message: composeEtiquette(lang) };
    case 'range_tips':
      return { message: composeRangeTips(lang) };
    case 'connector_info':
      return { message: composeConnectorInfo(u.connectors, stations, lang) };
    case 'how_to_book':
      return {
        message: composeHowTo('book', { station: u.station, alsoPay: u.alsoPay }, lang),
        shown: u.station ? [u.station] : [],
      };
    case 'how_to_pay':
      return {
        message: composeHowTo(
          'pay',
          { extra: bookingsForAction(await reads.bookings(), now, 'pay', lang) },
          lang,
        ),
      };
    case 'how_to_cancel':
      return {
        message: composeHowTo(
          'cancel',
          { extra: bookingsForAction(await reads.bookings(), now, 'cancel', lang) },
          lang,
        ),
      };
    case 'how_to_charge':
      return {
        message: composeHowTo(
          'charge',
          { extra: bookingsForAction(await reads.bookings(), now, 'charge', lang) },
          lang,
        ),
      };
    case 'my_bookings':
      return { message: composeMyBookings(await reads.bookings(), now, onlyUpcoming, lang) };
    case 'my_vehicles':
      return { message: composeMyVehicles(await reads.vehicles(), stations, lang) };
    case 'vehicle_connector': {
      const vehicles = u.mine || !u.evModel ? await reads.vehicles() : [];
      return { message: composeVehicleConnector({ model: u.evModel, vehicles, stations }, lang) };
    }
    case 'vehicle_stations': {
      const vehicles = u.evModel ? [] : await reads.vehicles();
      return composeVehicleStations(
        { model: u.evModel, vehicles, stations, place: u.place, station: u.station },
        lang,
      );
    }
    case 'charging_time': {
      const vehicles = u.mine || !u.evModel ? await reads.vehicles() : [];
      const vehicle =
        vehicles.find((v) => !u.evModel || evModelOf(v)?.name === u.evModel.name) ??
        (u.evModel ? undefined : vehicles[0]);
      return {
        message: composeChargingTime(
          {
            model: u.evModel ?? (vehicle ? (evModelOf(vehicle) ?? undefined) : undefined),
            vehicle,
            from: u.percent.from,
            to: u.percent.to,
            powerKw: u.powerKw,
          },
          lang,
        ),
      };
    }
    case 'cost_estimate':
      if (!u.station && u.candidates.length)
        return { message: composeCandidates(u.candidates, lang), shown: u.candidates };
      return composeCost(
        stations,
        { station: u.station, place: u.place, connector, basis: await costBasis(u, reads, lang) },
        lang,
      );
    case 'cheapest':
      return composeCheapest(stations, { place: u.place, connector, minPower, allDay: u.allDay }, lang);
    case 'prices':
      if (!u.station && u.candidates.length)
        return { message: composeCandidates(u.candidates, lang), shown: u.candidates };
      return composePrices(stations, { station: u.station, place: u.place, connector }, lang);
    case 'availability':
      return availabilityAnswer(u, reads, now, o.horizonDays, lang);
    case 'station_details':
      if (u.station)
        return {
          message: composeStationDetails(u.station, { date: u.date?.date }, lang),
          shown: [u.station],
        };
      return { message: composeCandidates(u.candidates, lang), shown: u.candidates };
    case 'fast_chargers':
      return composeFast(
        stations,
        { place: u.place, connector, minPower: u.minPower, dc: u.dc && !u.fast },
        lang,
      );
    case 'nearest_open':
      return nearestAnswer(stations, {
        filter: { place: u.place, connector, minPower, allDay: u.allDay },
        reads,
        now,
        location: o.location,
        lang,
      });
    case 'find_stations':
      if (!u.place && !connector && minPower === undefined && !u.allDay)
        return { message: overview(stations, lang) };
      return composeStations(stations, { place: u.place, connector, minPower, allDay: u.allDay }, lang);
    case 'unknown':
      return { message: composeHelp(true, lang) };
  }
}

/**
 * Answers without a language model, from the same live data the model's tools read: understands the
 * question (intents, Hindi and Hinglish words and place names, misspellings), reads what it needs,
 * composes Markdown in the language asked for (English by default, or Hindi).
 */
export async function answerOffline(
  question: string,
  data: AssistantData,
  o: { now?: Date; previous?: PreviousTurn; lang?: Language } = {},
): Promise<OfflineAnswer> {
  const now = o.now ?? new Date();
  const tools: AssistantToolRun[] = [];
  const reads = tracked(data, tools);
  const stations = await reads.stations();
  const u = understand(question, { stations, now, previous: o.previous });
  const draft = await draftFor(u, stations, reads, now, {
    horizonDays: data.horizonDays,
    location: data.location,
    lang: o.lang ?? 'en',
  });
  const shown = draft.shown ?? (u.station ? [u.station] : []);
  return {
    message: draft.message,
    intent: u.intent,
    tools,
    place: u.place,
    stationIds: [...new Set(shown.map((s) => s.id))],
  };
}
