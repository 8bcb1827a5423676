import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { Vehicle } from '@chargesetu/shared/contracts';
import { makeStore, signedIn } from '@chargesetu/web/data-access';
import { changeLanguage } from '@chargesetu/web/i18n';
import { Toaster, UiProvider } from '@chargesetu/web/ui';
import VehiclesPanel from './vehicles-panel';

/**
 * An in-memory /api/vehicles behind the stubbed fetch (jsdom has no server): enough to see that the
 * panel sends the right requests and shows what the refreshed list says.
 */
function fakeVehiclesApi(initial: Vehicle[] = []) {
  let vehicles = [...initial];
  const calls: { method: string; url: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const json = (status: number, data: unknown) => new Response(JSON.stringify(data), { status });
    if (method === 'GET') return json(200, vehicles);
    if (method === 'POST') {
      const created = { ...body, id: vehicles.length + 10, userId: 9, createdAt: '2026-11-21T10:00:00.000Z' };
      vehicles = [...vehicles, created];
      return json(201, created);
    }
    const id = Number(url.split('/').pop());
    if (method === 'DELETE') {
      vehicles = vehicles.filter((v) => v.id !== id);
      return json(200, { message: 'Vehicle deleted' });
    }
    return json(500, { statusCode: 500, error: 'Internal Server Error', message: 'Unexpected' });
  });
  return calls;
}

function renderPanel() {
  const store = makeStore({ verifySession: false });
  store.dispatch(
    signedIn({ token: 't', user: { id: 9, username: 'asha', name: 'Asha', email: 'a@x.in', role: 'user' } }),
  );
  render(
    <Provider store={store}>
      <UiProvider>
        <VehiclesPanel />
        <Toaster />
      </UiProvider>
    </Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('vehicles panel (docs/product.md §2.12)', () => {
  it('from the empty state, adds a vehicle through the dialog and shows it in the refreshed list', async () => {
    const calls = fakeVehiclesApi();
    renderPanel();
    expect(await screen.findByText('No vehicles found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Your First Vehicle' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add New Vehicle' });
    fireEvent.change(within(dialog).getByLabelText(/^Make/), { target: { value: 'Tata' } });
    fireEvent.change(within(dialog).getByLabelText(/^Model/), { target: { value: 'Punch EV' } });
    fireEvent.change(within(dialog).getByLabelText(/^Registration Number/), {
      target: { value: 'ka 01 ev 2024' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Vehicle' }));
    expect(await within(dialog).findByText('Please select at least one connector type')).toBeTruthy();

    // Clicking a chosen chip removes it (docs/product.md §5).
    const ccs = within(dialog).getByRole('button', { name: 'CCS Combo' });
    fireEvent.click(ccs);
    fireEvent.click(within(dialog).getByRole('button', { name: 'GB/T' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'GB/T' }));
    expect(ccs.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Vehicle' }));

    expect(await screen.findByText('Vehicle added')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Tata Punch EV' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/vehicles',
      body: {
        make: 'Tata',
        model: 'Punch EV',
        registrationNumber: 'KA 01 EV 2024',
        connectorTypes: ['CCS Combo'],
        year: null,
        color: null,
        batteryCapacity: null,
      },
    });
    // The list was fetched again after the change.
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  }, 20_000);

  it('asks before deleting, then removes the vehicle', async () => {
    fakeVehiclesApi([
      {
        id: 3,
        userId: 9,
        make: 'MG',
        model: 'ZS EV',
        year: '2022',
        registrationNumber: 'MH 14 CD 5678',
        connectorTypes: ['CCS2', 'Type 2'],
        color: null,
        batteryCapacity: '50.3',
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    ]);
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete MG ZS EV' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete MG ZS EV?' });
    expect(within(confirm).getByText('Are you sure you want to delete this vehicle?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Vehicle deleted')).toBeTruthy();
    expect(await screen.findByText('No vehicles found')).toBeTruthy();
  }, 20_000);
});

describe('vehicles panel in Hindi (issue #20)', () => {
  it('shows a vehicle in Hindi, with its data, connector names and kWh as they are', async () => {
    await changeLanguage('hi');
    fakeVehiclesApi([
      {
        id: 3,
        userId: 9,
        make: 'MG',
        model: 'ZS EV',
        year: '2022',
        registrationNumber: 'MH 14 CD 5678',
        connectorTypes: ['CCS2', 'Type 2'],
        color: null,
        batteryCapacity: '50.3',
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    ]);
    renderPanel();
    expect(screen.getByRole('heading', { name: 'मेरी गाड़ियाँ' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'MG ZS EV' });
    expect(within(card).getByText('बैटरी').nextElementSibling?.textContent).toBe('50.3 kWh');
    expect(within(card).getByText('साल').nextElementSibling?.textContent).toBe('2022');
    expect(
      within(within(card).getByRole('list', { name: 'कनेक्टर टाइप' }))
        .getAllByRole('listitem')
        .map((c) => c.textContent),
    ).toEqual(['CCS2', 'Type 2']);

    fireEvent.click(within(card).getByRole('button', { name: 'MG ZS EV हटाएँ' }));
    const confirm = await screen.findByRole('dialog', { name: 'MG ZS EV हटाएँ?' });
    expect(within(confirm).getByText('क्या आप सच में यह गाड़ी हटाना चाहते हैं?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'हटाएँ' }));
    expect(await screen.findByText('गाड़ी हटा दी गई')).toBeTruthy();
    expect(await screen.findByText('कोई गाड़ी नहीं मिली')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'अपनी पहली गाड़ी जोड़ें' }));
    const dialog = await screen.findByRole('dialog', { name: 'नई गाड़ी जोड़ें' });
    expect(within(dialog).getByRole('button', { name: 'गाड़ी जोड़ें' })).toBeTruthy();
  }, 20_000);
});
