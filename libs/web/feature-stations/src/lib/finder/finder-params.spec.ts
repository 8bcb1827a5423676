import {
  activePanelFilters,
  clearedFilters,
  DEFAULT_FINDER_PARAMS,
  readFinderParams,
  serverQuery,
  withState,
  writeFinderParams,
} from './finder-params';

const read = (query: string) => readFinderParams(new URLSearchParams(query));

describe('finder parameters in the URL', () => {
  it('reads an empty query as every default', () => {
    expect(read('')).toEqual(DEFAULT_FINDER_PARAMS);
  });

  it('reads the top bar search (?q=) and every filter', () => {
    expect(
      read(
        'q=%20Pune%20&state=Maharashtra&city=Pune&connector=CCS2&minPower=50&amenities=Parking,Cafe&openNow=1&allDay=1&sort=distance&view=map',
      ),
    ).toEqual({
      q: 'Pune',
      state: 'Maharashtra',
      city: 'Pune',
      connector: 'CCS2',
      minPower: 50,
      amenities: ['Parking', 'Cafe'],
      openNow: true,
      allDay: true,
      sort: 'distance',
      view: 'map',
    });
  });

  it('drops a state outside the list and a city that is not one of the state’s cities', () => {
    expect(read('state=Atlantis&city=Pune')).toMatchObject({ state: '', city: '' });
    expect(read('state=Karnataka&city=Pune')).toMatchObject({ state: 'Karnataka', city: '' });
    expect(read('state=Kerala&city=Kochi')).toMatchObject({ state: 'Kerala', city: '' });
    expect(read('city=Pune')).toMatchObject({ state: '', city: '' });
  });

  it('drops a power that is not a positive number and unknown sort or view values', () => {
    expect(read('minPower=abc').minPower).toBeNull();
    expect(read('minPower=-5').minPower).toBeNull();
    expect(read('sort=rating&view=satellite')).toMatchObject({ sort: 'default', view: 'list' });
    expect(read('openNow=yes&allDay=0')).toMatchObject({ openNow: false, allDay: false });
  });

  it('reads the sorts by price and by power', () => {
    expect(read('sort=price').sort).toBe('price');
    expect(read('sort=power').sort).toBe('power');
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(writeFinderParams(DEFAULT_FINDER_PARAMS).toString()).toBe('');
    const params = {
      ...DEFAULT_FINDER_PARAMS,
      state: 'Tamil Nadu',
      city: 'Chennai',
      amenities: ['WiFi'],
      minPower: 100,
      openNow: true,
      allDay: true,
      sort: 'price' as const,
    };
    const query = writeFinderParams(params).toString();
    expect(query).toBe(
      'state=Tamil+Nadu&city=Chennai&minPower=100&amenities=WiFi&openNow=1&allDay=1&sort=price',
    );
    expect(read(query)).toEqual(params);
  });
});

describe('choosing a state', () => {
  it('resets the city (docs/product.md §2.2)', () => {
    const inPune = read('state=Maharashtra&city=Pune&connector=CCS2');
    expect(withState(inPune, 'Gujarat')).toMatchObject({ state: 'Gujarat', city: '', connector: 'CCS2' });
    expect(withState(inPune, 'Maharashtra').city).toBe('');
  });

  it('"All States" is the empty choice', () => {
    expect(withState(read('state=Delhi&city=Saket'), '')).toMatchObject({ state: '', city: '' });
  });
});

describe('what goes to the server', () => {
  it('is the state and city only, with "All" left out', () => {
    expect(serverQuery(read('state=Delhi&city=Saket&connector=CCS2&q=x'))).toEqual({
      state: 'Delhi',
      city: 'Saket',
    });
    expect(serverQuery(read(''))).toEqual({ state: undefined, city: undefined });
  });
});

describe('the Filters panel', () => {
  it('counts the connector, the power, each amenity, Open now and 24×7', () => {
    expect(activePanelFilters(read('connector=CCS2&minPower=50&amenities=Parking,Cafe&q=x'))).toBe(4);
    expect(activePanelFilters(read('openNow=1&allDay=1&sort=price'))).toBe(2);
    expect(activePanelFilters(read('state=Delhi'))).toBe(0);
  });

  it('clearing keeps the place, the sort and the view', () => {
    const cleared = clearedFilters(
      read(
        'state=Delhi&city=Saket&q=x&connector=CCS2&minPower=50&amenities=Cafe&openNow=1&allDay=1&sort=power&view=map',
      ),
    );
    expect(cleared).toMatchObject({
      state: 'Delhi',
      city: 'Saket',
      view: 'map',
      sort: 'power',
      q: '',
      connector: '',
      minPower: null,
      amenities: [],
      openNow: false,
      allDay: false,
    });
  });
});
