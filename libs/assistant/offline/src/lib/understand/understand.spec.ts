import { ASSISTANT_EXAMPLE_QUESTIONS } from '@chargesetu/shared/contracts';
import { smallCatalogue } from '../../testing';
import { understand, type Intent } from './understand';

const stations = smallCatalogue();
const NOW = new Date('2026-11-22T04:30:00.000Z');
const read = (q: string, previous?: Parameters<typeof understand>[1]['previous']) =>
  understand(q, { stations, now: NOW, previous });

describe('understand: intents', () => {
  it.each<[string, Intent]>([
    [ASSISTANT_EXAMPLE_QUESTIONS[0], 'fast_chargers'],
    [ASSISTANT_EXAMPLE_QUESTIONS[1], 'find_stations'],
    [ASSISTANT_EXAMPLE_QUESTIONS[2], 'cost_estimate'],
    [ASSISTANT_EXAMPLE_QUESTIONS[3], 'vehicle_connector'],
    [ASSISTANT_EXAMPLE_QUESTIONS[4], 'how_to_book'],
    [ASSISTANT_EXAMPLE_QUESTIONS[5], 'my_bookings'],
    ['What is the cheapest place to charge in Mumbai?', 'cheapest'],
    ['How much does a 30-minute slot at 60 kW cost in Pune?', 'cost_estimate'],
    ['Which stations are compatible with my vehicle?', 'vehicle_stations'],
    ['Show my upcoming bookings', 'my_bookings'],
    ['hi', 'greeting'],
    ['Namaste!', 'greeting'],
    ['ok thanks', 'thanks'],
    ['which AI model are you?', 'identity'],
    ['what can you do?', 'help'],
    ['stations in Pune', 'find_stations'],
    ['Dilli mein charging station kaha hai', 'find_stations'],
    ['Any CHAdeMO chargers in Hyderabad?', 'find_stations'],
    ['fast chargers near Gurgaon', 'fast_chargers'],
    ['DC chargers in Mumbai', 'fast_chargers'],
    ['Banglore me sasta charger', 'cheapest'],
    ['charging prices in Hyderabad', 'prices'],
    ['What is the price per kWh at UB City?', 'prices'],
    ['cost to charge 30 kW for 1 hour at Statiq – Gandhi Nagar', 'cost_estimate'],
    ['kitna kharcha 20 kWh at UB City', 'cost_estimate'],
    ['free slots at UB City tomorrow', 'availability'],
    ['Is UB City available at 6 pm?', 'availability'],
    ['Is UB City open on Sunday?', 'station_details'],
    ['tell me about Cyber Hub', 'station_details'],
    ['What is the difference between CCS2 and CHAdeMO?', 'connector_info'],
    ['What is GB/T?', 'connector_info'],
    ['Which connector does a Tata Nexon EV use?', 'vehicle_connector'],
    ['what plug does my car use?', 'vehicle_connector'],
    ['Where can I charge my MG ZS EV in Hyderabad?', 'vehicle_stations'],
    ['can I charge my car at UB City?', 'vehicle_stations'],
    ['show my vehicles', 'my_vehicles'],
    ['How do I cancel my booking?', 'how_to_cancel'],
    ['refund kaise milega', 'how_to_cancel'],
    ['How do I start charging?', 'how_to_charge'],
    ['How do I pay with UPI?', 'how_to_pay'],
    ['how to book a slot', 'how_to_book'],
    ['tips to improve range', 'range_tips'],
    ['charging etiquette', 'etiquette'],
    ['How long to charge my Nexon from 20 to 80%?', 'charging_time'],
    ['how much to charge my Nexon from 20 to 80%?', 'cost_estimate'],
    ['nearest open charger to me', 'nearest_open'],
    ['Closest charger?', 'nearest_open'],
    ['charger near me', 'nearest_open'],
    ['nearest station open now', 'nearest_open'],
    ['How do I book the nearest charger?', 'nearest_open'],
    ['blue elephants dancing', 'unknown'],
  ])('"%s" -> %s', (question, intent) => {
    expect(read(question).intent).toBe(intent);
  });
});

describe('understand: what the question names', () => {
  it('reads the place, connectors, figures and vehicle', () => {
    const u = read('cost of a Nexon EV at 60 kW for half an hour on CCS2 in Bangalore tomorrow');
    expect(u).toMatchObject({
      place: { kind: 'city', city: 'Bengaluru', state: 'Karnataka' },
      connectors: ['CCS2'],
      powerKw: 60,
      minutes: 30,
      date: { date: '2026-11-23', label: 'tomorrow' },
      evModel: { name: 'Tata Nexon EV', dc: 'CCS2' },
    });
  });

  it('lets a named station win over a place read from its name', () => {
    const u = read('Is ChargeZone – Rajpur Road free at 6 pm?');
    expect(u.station?.name).toBe('ChargeZone – Rajpur Road');
    expect(u.place).toBeUndefined();
    expect(u.time).toBe('18:00');
  });

  it('narrows a shared name by the place', () => {
    expect(read('price at Phoenix Marketcity in Pune').station?.address.city).toBe('Pune');
    expect(read('price at Phoenix Marketcity').candidates).toHaveLength(2);
  });

  it('reads "fast", "DC", minimum power and 24/7', () => {
    expect(read('fast chargers').fast).toBe(true);
    expect(read('DC chargers').dc).toBe(true);
    expect(read('stations with at least 50 kW').minPower).toBe(50);
    expect(read('120 kW or more').minPower).toBe(120);
    expect(read('24x7 stations').allDay).toBe(true);
  });
});

describe('understand: follow-ups', () => {
  const ubCity = stations.find((s) => s.name === 'Zeon Charging – UB City')!;

  it('reuses the previous place for a short follow-up', () => {
    const u = read('what about fast ones?', {
      intent: 'find_stations',
      place: { kind: 'city', city: 'Pune', state: 'Maharashtra' },
    });
    expect(u).toMatchObject({ intent: 'fast_chargers', place: { city: 'Pune' } });
  });

  it('reuses the previous station and intent for "and tomorrow?"', () => {
    const u = read('and tomorrow?', { intent: 'availability', stationIds: [ubCity.id] });
    expect(u).toMatchObject({ intent: 'availability', station: ubCity, date: { label: 'tomorrow' } });
  });

  it('does not carry context into a new, complete question', () => {
    const u = read('Which stations are compatible with my vehicle?', {
      intent: 'cost_estimate',
      place: { kind: 'city', city: 'Pune', state: 'Maharashtra' },
    });
    expect(u.place).toBeUndefined();
  });
});
