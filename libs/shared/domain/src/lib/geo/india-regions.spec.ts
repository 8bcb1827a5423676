import { CITIES_BY_STATE, citiesOf, INDIAN_STATES } from './india-regions';

describe('the finder regions', () => {
  it('lists 30 distinct states and union territories, alphabetically', () => {
    expect(INDIAN_STATES).toHaveLength(30);
    expect(new Set(INDIAN_STATES).size).toBe(30);
    expect([...INDIAN_STATES]).toEqual([...INDIAN_STATES].sort((a, b) => a.localeCompare(b)));
  });

  it('has city lists for exactly the eight states of docs/product.md §2.2', () => {
    expect(Object.keys(CITIES_BY_STATE).sort()).toEqual(
      ['Delhi', 'Gujarat', 'Karnataka', 'Maharashtra', 'Tamil Nadu', 'Telangana', 'Uttar Pradesh', 'West Bengal'].sort(),
    );
  });

  it('gives no city choices for other states or unknown names', () => {
    expect(citiesOf('Kerala')).toEqual([]);
    expect(citiesOf('Atlantis')).toEqual([]);
    expect(citiesOf('Karnataka')).toContain('Bengaluru');
  });
});
