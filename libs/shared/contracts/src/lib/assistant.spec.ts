import { Value } from '@sinclair/typebox/value';
import { ASSISTANT_EXAMPLE_QUESTIONS, ChatBody, questionNeedsLocation } from './assistant';

describe('ChatBody location', () => {
  const query = 'nearest open charger to me';

  it('is optional, and takes a latitude of -90..90 and a longitude of -180..180', () => {
    expect(Value.Check(ChatBody, { query })).toBe(true);
    expect(Value.Check(ChatBody, { query, location: { lat: 12.9348, lng: 77.6254 } })).toBe(true);
    expect(Value.Check(ChatBody, { query, location: { lat: -90, lng: 180 } })).toBe(true);
    expect(Value.Check(ChatBody, { query, location: { lat: 90, lng: -180 } })).toBe(true);
  });

  it.each([
    ['a latitude above 90', { lat: 90.5, lng: 77 }],
    ['a latitude below -90', { lat: -91, lng: 77 }],
    ['a longitude above 180', { lat: 12, lng: 180.1 }],
    ['a longitude below -180', { lat: 12, lng: -200 }],
    ['no longitude', { lat: 12 }],
    ['coordinates as text', { lat: '12.9', lng: '77.6' }],
    ['another field', { lat: 12, lng: 77, accuracy: 20 }],
  ])('refuses %s', (_what, location) => {
    expect(Value.Check(ChatBody, { query, location })).toBe(false);
  });
});

describe('questionNeedsLocation', () => {
  it.each([
    'nearest open charger to me',
    'Closest charger?',
    'charger near me',
    'Nearest station open now',
    'any chargers nearby',
    'fast chargers near by',
    'stations around me',
    'which charger is close to me',
    'mere paas charging station kahan hai',
    'nazdeek charger',
  ])('"%s": yes', (question) => {
    expect(questionNeedsLocation(question)).toBe(true);
  });

  it.each([...ASSISTANT_EXAMPLE_QUESTIONS, 'fast chargers near Gurgaon', 'Does UB City close by 10 pm?'])(
    '"%s": no',
    (question) => {
      expect(questionNeedsLocation(question)).toBe(false);
    },
  );
});
