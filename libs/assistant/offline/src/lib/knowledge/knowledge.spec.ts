import { connectorsIn } from './connectors';
import { evConnectors, evModelOf, findEvModel } from './ev-models';

describe('findEvModel', () => {
  it.each([
    ['my nexon', 'Tata Nexon EV', ['CCS2', 'Type 2']],
    ['Tata Tiago EV', 'Tata Tiago EV', ['CCS2', 'Type 2']],
    ['punch ev range', 'Tata Punch EV', ['CCS2', 'Type 2']],
    ['MG ZS EV', 'MG ZS EV', ['CCS2', 'Type 2']],
    ['Hyundai Kona', 'Hyundai Kona Electric', ['CCS2', 'Type 2']],
    ['ioniq 5', 'Hyundai Ioniq 5', ['CCS2', 'Type 2']],
    ['BYD Atto 3', 'BYD Atto 3', ['CCS2', 'Type 2']],
    ['Mahindra XUV400', 'Mahindra XUV400', ['CCS2', 'Type 2']],
    ['Nissan Leaf', 'Nissan Leaf', ['CHAdeMO', 'Type 2']],
    ['mg comet', 'MG Comet EV', ['Type 2']],
    ['everito', 'Mahindra eVerito', ['GB/T']],
    ['my Ather scooter', 'Ather 450 / Rizta', []],
  ])('"%s" is the %s (%j)', (text, name, connectors) => {
    const m = findEvModel(text)!;
    expect(m.name).toBe(name);
    expect(evConnectors(m)).toEqual(connectors);
  });

  it('finds nothing in text without a model, and matches registered vehicles', () => {
    expect(findEvModel('stations in Pune')).toBeNull();
    expect(evModelOf({ make: 'MG', model: 'ZS EV' })?.name).toBe('MG ZS EV');
  });
});

describe('connectorsIn', () => {
  it('reads connector names in either naming scheme, in order', () => {
    expect(connectorsIn('ccs2 vs chademo')).toEqual(['CCS2', 'CHAdeMO']);
    expect(connectorsIn('Type 2 (Mennekes) or GB/T')).toEqual(['Type 2', 'GB/T']);
    expect(connectorsIn('CCS Combo')).toEqual(['CCS2']);
    expect(connectorsIn('type2 and j1772')).toEqual(['Type 2', 'Type 1']);
    expect(connectorsIn('stations in Pune')).toEqual([]);
  });
});
