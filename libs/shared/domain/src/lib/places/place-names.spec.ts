import { editDistance, findPlace, findPlaces, inPlace, placeLabel, placeWords } from './place-names';

// Cities the live catalogue adds beyond the finder's lists (docs/product.md §2.2 lists only 8 states'
// cities).
const known = [
  { city: 'Gurugram', state: 'Haryana' },
  { city: 'Kochi', state: 'Kerala' },
  { city: 'Visakhapatnam', state: 'Andhra Pradesh' },
  { city: 'Guwahati', state: 'Assam' },
];

describe('findPlace', () => {
  it.each([
    ['charging stations in Bengaluru', 'Bengaluru', 'Karnataka'],
    ['chargers in Bangalore please', 'Bengaluru', 'Karnataka'],
    ['Banglore mein charging station kaha hai', 'Bengaluru', 'Karnataka'],
    ['stations in Bombay', 'Mumbai', 'Maharashtra'],
    ['fast chargers near Gurgaon', 'Gurugram', 'Haryana'],
    ['Gurugram me sasta charger', 'Gurugram', 'Haryana'],
    ['cheapest in Madras', 'Chennai', 'Tamil Nadu'],
    ['Chenai stations', 'Chennai', 'Tamil Nadu'],
    ['anything in Calcutta?', 'Kolkata', 'West Bengal'],
    ['Kolkatta chargers', 'Kolkata', 'West Bengal'],
    ['stations in Pune', 'Pune', 'Maharashtra'],
    ['Hydrabad fast charging', 'Hyderabad', 'Telangana'],
    ['stations in Navi Mumbai', 'Navi Mumbai', 'Maharashtra'],
    ['New Delhi chargers', 'New Delhi', 'Delhi'],
    ['Cochin', 'Kochi', 'Kerala'],
    ['Vizag charging', 'Visakhapatnam', 'Andhra Pradesh'],
    ['stations in Mumbai, Maharashtra', 'Mumbai', 'Maharashtra'],
  ])('%s -> %s', (text, city, state) => {
    expect(findPlace(text, known)).toEqual({ kind: 'city', city, state });
  });

  it.each([
    ['Dilli mein charging station kaha hai', 'Delhi'],
    ['stations in Delhi', 'Delhi'],
    ['Dehli', 'Delhi'],
    ['anything in Kerala', 'Kerala'],
    ['Tamilnadu chargers', 'Tamil Nadu'],
    ['stations in Orissa', 'Odisha'],
    ['West Bengal chargers', 'West Bengal'],
  ])('%s -> the state %s', (text, state) => {
    expect(findPlace(text, known)).toEqual({ kind: 'state', state });
  });

  it('finds nothing in questions without a place, whatever looks close', () => {
    for (const text of [
      'How do I book a slot?',
      'thanks a lot',
      'What is CCS2?',
      'tips for better range on the highway',
      'show my bookings',
      'cost to charge 30 kW for 1 hour',
      'Which connector does the Tata Nexon EV use?',
      'charging etiquette',
    ]) {
      expect(findPlace(text, known)).toBeNull();
    }
  });

  it('lists every place in order of mention', () => {
    const found = findPlaces('from Poona to Bombay via Nashik', known);
    expect(found.map((p) => p.city)).toEqual(['Pune', 'Mumbai', 'Nashik']);
    expect(found.map((p) => p.how)).toEqual(['exact', 'exact', 'exact']);
  });

  it('recognises a city only the live catalogue knows, and not without it', () => {
    expect(findPlace('stations in Gurugram', [])).toBeNull();
    expect(findPlace('stations in Gurugram', known)).toEqual({
      kind: 'city',
      city: 'Gurugram',
      state: 'Haryana',
    });
  });

  it('prefers the exact city over a misspelling-looking neighbour (Raipur, Jaipur)', () => {
    expect(
      findPlace('Jaipur', [
        { city: 'Jaipur', state: 'Rajasthan' },
        { city: 'Raipur', state: 'Chhattisgarh' },
      ]),
    ).toEqual({ kind: 'city', city: 'Jaipur', state: 'Rajasthan' });
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps', () => {
    expect(editDistance('banglore', 'bangalore')).toBe(1);
    expect(editDistance('gurgoan', 'gurgaon')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
  it('stops early past the budget', () => {
    expect(editDistance('abcdefgh', 'zzzzzzzz', 1)).toBe(2);
  });
});

describe('helpers', () => {
  it('normalizes words without accents or punctuation', () => {
    expect(placeWords('Bengalūru, KA!')).toEqual(['bengaluru', 'ka']);
  });
  it('labels and tests addresses against a place', () => {
    const pune = { kind: 'city' as const, city: 'Pune', state: 'Maharashtra' };
    expect(placeLabel(pune)).toBe('Pune, Maharashtra');
    expect(placeLabel({ kind: 'state', state: 'Delhi' })).toBe('Delhi');
    expect(inPlace({ city: 'pune', state: 'MAHARASHTRA' }, pune)).toBe(true);
    expect(inPlace({ city: 'Mumbai', state: 'Maharashtra' }, pune)).toBe(false);
    expect(inPlace({ city: 'Mumbai', state: 'Maharashtra' }, { kind: 'state', state: 'Maharashtra' })).toBe(
      true,
    );
    expect(inPlace(null, pune)).toBe(false);
  });
});
