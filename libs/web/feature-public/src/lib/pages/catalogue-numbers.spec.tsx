import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@chargesetu/web/data-access';
import { UiProvider } from '@chargesetu/web/ui';
import { CatalogueNumbers } from './catalogue-numbers';

const stations = [
  {
    id: 1,
    name: 'Koregaon Park Hub',
    address: { street: 'North Main Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
    chargers: [
      { type: 'CCS2', power: 60, pricePerKwh: '21.00' },
      { type: 'Type 2', power: 22, pricePerKwh: '15.00' },
    ],
  },
  {
    id: 2,
    name: 'BKC',
    address: { street: 'G Block', city: 'Mumbai', state: 'Maharashtra', pincode: '400051' },
    chargers: [{ type: 'CCS2', power: 150, pricePerKwh: '24.00' }],
  },
];

// The network boundary (jsdom has no server): GET /api/stations answers, or fails.
let answer: () => Response;
beforeEach(() => {
  vi.stubGlobal('fetch', async (url: string) =>
    url === '/api/stations' ? answer() : new Response('{}', { status: 404 }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderNumbers() {
  render(
    <Provider store={makeStore({ verifySession: false })}>
      <UiProvider>
        <CatalogueNumbers />
      </UiProvider>
    </Provider>,
  );
}

describe('CatalogueNumbers (landing page)', () => {
  it('shows a skeleton, then the figures counted from the catalogue', async () => {
    answer = () => new Response(JSON.stringify(stations), { status: 200 });
    renderNumbers();
    expect(screen.getByRole('status', { name: 'Loading the station figures' })).toBeTruthy();
    const figures = await screen.findByTestId('catalogue-figures');
    const pairs = [...figures.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Charging stations', '2'],
      ['Cities', '2'],
      ['Charging points', '3'],
      ['Most powerful charger', '150 kW'],
    ]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('leaves the section out when the catalogue cannot be read: no figure stands in', async () => {
    answer = () => new Response(JSON.stringify({ message: 'Service unavailable' }), { status: 503 });
    renderNumbers();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'ChargeSetu in numbers' })).toBeNull());
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByTestId('catalogue-figures')).toBeNull();
  });
});
