import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  aChargePoint,
  aStation,
  credentialsFor,
  fakeServer,
  renderAsAdmin,
  type Answer,
} from '../../testing/charge-points';
import { ChargePointsSection } from './charge-points-section';

const LIST = 'GET /api/admin/charge-points';
const REGISTER = 'POST /api/admin/charge-points';

const koramangala = aStation({
  id: 12,
  name: 'Koramangala Hub',
  chargers: [
    { type: 'CCS2', power: 50, pricePerKwh: '18.50' },
    { type: 'Type 2', power: 7.4, pricePerKwh: '12.00' },
  ],
});
const existing = aChargePoint({ id: 'CS12-1', stationId: 12 });
const registered = aChargePoint({
  id: 'KOR-FAST-2',
  stationId: 12,
  connectors: [{ connectorId: 1, chargerIndex: 1, status: null, errorCode: null, statusAt: null }],
});

/** The section with one charge point on charger 1 of Koramangala; the register dialog open. */
async function openRegister(answer: Answer) {
  const seen = fakeServer({
    [LIST]: [
      { status: 200, body: [existing] },
      { status: 200, body: [existing, registered] },
    ],
    'GET /api/stations': [{ status: 200, body: [koramangala] }],
    [REGISTER]: [answer],
  });
  renderAsAdmin(<ChargePointsSection />);
  await screen.findByRole('table');
  fireEvent.click(screen.getByRole('button', { name: 'Register charge point' }));
  const dialog = screen.getByRole('dialog', { name: 'Register charge point' });
  // The station list arrives; the select is usable once it has.
  await waitFor(() => expect(within(dialog).getByLabelText('Station')).toHaveProperty('disabled', false));
  return { seen, dialog };
}

/** Chooses the station, letting Formik's validation of the change settle. */
async function chooseKoramangala(dialog: HTMLElement) {
  await act(async () => {
    fireEvent.change(within(dialog).getByLabelText('Station'), { target: { value: '12' } });
  });
}

const posts = (seen: Array<{ method: string; body: unknown }>) => seen.filter((r) => r.method === 'POST');

afterEach(() => vi.unstubAllGlobals());

describe('Register charge point dialog', () => {
  it('offers one row per charger of the chosen station, numbered 1..n, and says which are taken', async () => {
    const { dialog } = await openRegister({ status: 201, body: credentialsFor(registered, 'x') });
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await chooseKoramangala(dialog);
    const first = within(dialog).getByRole('checkbox', {
      name: 'Charger 1 · CCS2 50 kW',
    }) as HTMLInputElement;
    const second = within(dialog).getByRole('checkbox', {
      name: 'Charger 2 · Type 2 7.4 kW',
    }) as HTMLInputElement;
    expect([first.checked, second.checked]).toEqual([true, true]);
    expect((within(dialog).getByLabelText('Connector id of charger 1') as HTMLInputElement).value).toBe('1');
    expect((within(dialog).getByLabelText('Connector id of charger 2') as HTMLInputElement).value).toBe('2');
    expect(within(dialog).getByText('Already connector 1 of CS12-1')).toBeTruthy();
    expect(within(dialog).getByText(/like CS12-1/)).toBeTruthy();
  });

  it('posts the chosen chargers and identity, then shows the password once with how to set up the charger', async () => {
    const { seen, dialog } = await openRegister({
      status: 201,
      body: credentialsFor(registered, 'S3cret-0nce'),
    });
    await chooseKoramangala(dialog);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Charger 1 · CCS2 50 kW' }));
    fireEvent.change(within(dialog).getByLabelText('Connector id of charger 2'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Charge point id (optional)'), {
      target: { value: ' KOR-FAST-2 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));

    const shown = await screen.findByRole('dialog', { name: 'Charge point KOR-FAST-2 registered' });
    expect(posts(seen)).toEqual([
      {
        method: 'POST',
        url: '/api/admin/charge-points',
        body: {
          stationId: 12,
          chargePointId: 'KOR-FAST-2',
          connectors: [{ connectorId: 1, chargerIndex: 1 }],
        },
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Register charge point' })).toBeNull();
    expect(screen.getAllByDisplayValue('S3cret-0nce')).toHaveLength(1);
    expect((within(shown).getByLabelText('Connection URL') as HTMLInputElement).value).toBe(
      'wss://chargesetu.example/ocpp/KOR-FAST-2',
    );
    expect(within(shown).getByText(/This password is shown only this once/)).toBeTruthy();
    expect(within(shown).getByText('Protocol: OCPP 1.6J (JSON over WebSocket)')).toBeTruthy();
    expect(within(shown).getByText('WebSocket subprotocol: ocpp1.6')).toBeTruthy();
    expect(
      within(shown).getByText('HTTP Basic auth: user = charge point id (KOR-FAST-2), password = this one'),
    ).toBeTruthy();

    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(shown).getByRole('button', { name: 'Copy password' }));
    expect(await screen.findByText('The password is on the clipboard.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('S3cret-0nce');

    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue('S3cret-0nce')).toBeNull());
    // Registering read the list again.
    expect(await screen.findByRole('row', { name: /^KOR-FAST-2 / })).toBeTruthy();
    expect(seen.filter((r) => `${r.method} ${r.url}` === LIST)).toHaveLength(2);
  });

  it('without an identity, sends none (the service makes one)', async () => {
    const { seen, dialog } = await openRegister({ status: 201, body: credentialsFor(existing, 'p') });
    await chooseKoramangala(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await screen.findByRole('dialog', { name: 'Charge point CS12-1 registered' });
    expect(posts(seen).map((r) => r.body)).toEqual([
      {
        stationId: 12,
        connectors: [
          { connectorId: 1, chargerIndex: 0 },
          { connectorId: 2, chargerIndex: 1 },
        ],
      },
    ]);
  });

  it("shows the server's message when it refuses, and keeps the form", async () => {
    const { dialog } = await openRegister({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        message: 'Charge point id KOR-FAST-2 is already registered',
      },
    });
    await chooseKoramangala(dialog);
    fireEvent.change(within(dialog).getByLabelText('Charge point id (optional)'), {
      target: { value: 'KOR-FAST-2' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Charge point id KOR-FAST-2 is already registered')).toBeTruthy();
    expect((within(dialog).getByLabelText('Charge point id (optional)') as HTMLInputElement).value).toBe(
      'KOR-FAST-2',
    );
    expect(screen.queryByRole('dialog', { name: /registered$/ })).toBeNull();
  });

  it('says what is wrong before sending anything', async () => {
    const { seen, dialog } = await openRegister({ status: 201, body: credentialsFor(registered, 'x') });
    const register = within(dialog).getByRole('button', { name: 'Register' });
    fireEvent.click(register);
    expect(await within(dialog).findByText('Choose a station')).toBeTruthy();

    await chooseKoramangala(dialog);
    fireEvent.change(within(dialog).getByLabelText('Charge point id (optional)'), {
      target: { value: 'bad id!' },
    });
    fireEvent.change(within(dialog).getByLabelText('Connector id of charger 2'), { target: { value: '1' } });
    fireEvent.click(register);
    expect(
      await within(dialog).findByText('Use 1 to 48 letters, digits or * _ = : + | @ . - (no spaces)'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Each connector needs its own id')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Connector id of charger 2'), { target: { value: '0' } });
    fireEvent.click(register);
    expect(await within(dialog).findByText('Connector id must be a whole number from 1 to 100')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Charger 1 · CCS2 50 kW' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Charger 2 · Type 2 7.4 kW' }));
    fireEvent.click(register);
    expect(await within(dialog).findByText('Include at least one charger')).toBeTruthy();
    expect(posts(seen)).toEqual([]);
  });
});
