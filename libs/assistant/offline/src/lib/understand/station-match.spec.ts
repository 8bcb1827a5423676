import { smallCatalogue } from '../../testing';
import { matchStation } from './station-match';

const stations = smallCatalogue();
const named = (name: string) => stations.find((s) => s.name === name)!;

describe('matchStation', () => {
  it.each([
    ['price at UB City', 'Zeon Charging – UB City'],
    ['cost at Phoenix Marketcity Kurla', 'Jio-bp pulse – Phoenix Marketcity Kurla'],
    ['phoenix market city kurla', 'Jio-bp pulse – Phoenix Marketcity Kurla'],
    ['Statiq – Gandhi Nagar prices', 'Statiq – Gandhi Nagar'],
    ['T Nagar station', 'Jio-bp pulse – T. Nagar'],
    ['is Rajpur Road open', 'ChargeZone – Rajpur Road'],
    ['Cyber Hub chargers', 'Jio-bp pulse – Cyber Hub'],
  ])('"%s" names %s', (text, name) => {
    expect(matchStation(text, stations)).toEqual({ station: named(name), candidates: [] });
  });

  it('finds a station by id or by its page link', () => {
    const s = stations[3];
    expect(matchStation(`station ${s.id}`, stations).station).toBe(s);
    expect(matchStation(`what about /station/${s.id}?`, stations).station).toBe(s);
    expect(matchStation('station 99999', stations).station).toBeUndefined();
  });

  it('asks which one when a name is shared, and narrows by place', () => {
    const both = matchStation('Phoenix Marketcity', stations);
    expect(both.station).toBeUndefined();
    expect(both.candidates.map((s) => s.address.city).sort()).toEqual(['Mumbai', 'Pune']);
    const pune = matchStation('Phoenix Marketcity', stations, (s) => s.address.city === 'Pune');
    expect(pune.station?.name).toBe('Shell Recharge – Phoenix Marketcity Viman Nagar');
  });

  it.each([
    'stations in Chennai',
    'charging in Chenai',
    'What is GB/T?',
    'select a connector',
    'fast chargers',
    'Tata Nexon EV',
    'hello',
  ])('does not read a station into "%s"', (text) => {
    expect(matchStation(text, stations)).toEqual({ candidates: [] });
  });
});
