import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDashboardTime } from '@chargesetu/shared/domain';
import {
  aChargePoint,
  aStation,
  credentialsFor,
  fakeServer,
  renderAsAdmin,
} from '../../testing/charge-points';
import { StationsTab } from '../tabs/stations-tab';
import { ChargePointsSection } from './charge-points-section';

const LIST = 'GET /api/admin/charge-points';
const STATIONS = 'GET /api/stations';

const koramangala = aStation({
  id: 12,
  name: 'Koramangala Hub',
  chargers: [
    { type: 'CCS2', power: 50, pricePerKwh: '18.50' },
    { type: 'Type 2', power: 7.4, pricePerKwh: '12.00' },
  ],
});
const andheri = aStation({
  id: 7,
  name: 'Andheri West',
  chargers: [{ type: 'CHAdeMO', power: 60, pricePerKwh: '21.00' }],
});

const online = aChargePoint({
  id: 'CS12-1',
  stationId: 12,
  online: true,
  connectedAt: '2026-11-24T04:00:00.000Z',
  lastSeenAt: '2026-11-24T05:12:30.000Z',
  lastHeartbeatAt: '2026-11-24T05:12:00.000Z',
  heartbeatIntervalSeconds: 60,
  vendor: 'ABB',
  model: 'Terra 54',
  firmwareVersion: '1.4.2',
  serialNumber: 'SN-9',
  status: 'Available',
  connectors: [
    { connectorId: 1, chargerIndex: 0, status: 'Charging', errorCode: 'NoError', statusAt: null },
    { connectorId: 2, chargerIndex: 1, status: null, errorCode: null, statusAt: null },
  ],
});
const offline = aChargePoint({
  id: 'CS7-1',
  stationId: 7,
  connectedAt: '2026-11-23T04:00:00.000Z',
  lastHeartbeatAt: '2026-11-23T06:00:00.000Z',
  vendor: 'Delta',
  model: 'DC Wallbox',
  connectors: [
    { connectorId: 1, chargerIndex: 0, status: 'Faulted', errorCode: 'GroundFailure', statusAt: null },
  ],
});
const neverConnected = aChargePoint({ id: 'CS99-1', stationId: 99 });

const ok = (body: unknown) => ({ status: 200, body });

function rowOf(id: string) {
  return screen.getByRole('row', { name: new RegExp(`^${id} `) });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Charge points section (live registry of the ocpp service)', () => {
  it('shows each charge point as the API answered it: station, connection, heartbeat, device, connectors', async () => {
    const seen = fakeServer({
      [LIST]: [ok([online, offline, neverConnected])],
      [STATIONS]: [ok([koramangala, andheri])],
    });
    renderAsAdmin(<ChargePointsSection />);

    expect(await screen.findByText(/^3 charge points, 1 online · live from the OCPP service/)).toBeTruthy();
    const first = rowOf('CS12-1');
    expect(await within(first).findByText('Koramangala Hub')).toBeTruthy();
    expect(within(first).getByText('Online')).toBeTruthy();
    expect(within(first).getByText('Charger: Available')).toBeTruthy();
    expect(within(first).getByText(formatDashboardTime(online.lastHeartbeatAt ?? ''))).toBeTruthy();
    expect(within(first).getByText('Every 60 s')).toBeTruthy();
    expect(within(first).getByText('ABB Terra 54')).toBeTruthy();
    expect(within(first).getByText('Firmware 1.4.2 · S/N SN-9')).toBeTruthy();
    expect(within(first).getByText('Connector 1 · CCS2 50 kW: Charging')).toBeTruthy();
    expect(within(first).getByText('Connector 2 · Type 2 7.4 kW: No status yet')).toBeTruthy();

    const second = rowOf('CS7-1');
    expect(within(second).getByText('Andheri West')).toBeTruthy();
    expect(within(second).getByText('Offline')).toBeTruthy();
    expect(within(second).getByText('Connector 1 · CHAdeMO 60 kW: Faulted (GroundFailure)')).toBeTruthy();

    // A station the catalogue does not list, and a charger that has never dialled in nor booted.
    const third = rowOf('CS99-1');
    expect(within(third).getByText('Station 99')).toBeTruthy();
    expect(within(third).getByText('Not in the station list')).toBeTruthy();
    expect(within(third).getByText('Never connected')).toBeTruthy();
    expect(within(third).getByText('—')).toBeTruthy();
    expect(within(third).getByText('Unknown until it boots')).toBeTruthy();
    expect(within(third).getByText('Connector 1 · Charger 1: No status yet')).toBeTruthy();

    expect(screen.getByText('Live')).toBeTruthy();
    expect(screen.queryByText('Sample data')).toBeNull();
    expect(seen.map((r) => `${r.method} ${r.url}`).sort()).toEqual([LIST, STATIONS]);
  });

  it('reads the list again every 15 s, so a charger that drops shows Offline', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const seen = fakeServer({
      [LIST]: [ok([online]), ok([{ ...online, online: false }])],
      [STATIONS]: [ok([koramangala])],
    });
    renderAsAdmin(<ChargePointsSection />);
    expect(await within(await screen.findByRole('table')).findByText('Online')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(await screen.findByText('Offline')).toBeTruthy();
    expect(screen.getByText(/^1 charge point, 0 online/)).toBeTruthy();
    expect(seen.filter((r) => `${r.method} ${r.url}` === LIST)).toHaveLength(2);
  });

  it('with none registered, says so and offers to register one', async () => {
    fakeServer({ [LIST]: [ok([])], [STATIONS]: [ok([koramangala])] });
    renderAsAdmin(<ChargePointsSection />);
    expect(await screen.findByText('No charge points yet')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Register charge point' })).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("when the list cannot be read, shows the server's message and tries again on request", async () => {
    const seen = fakeServer({
      [LIST]: [
        { status: 503, body: { message: 'The OCPP service is unavailable right now.' } },
        ok([offline]),
      ],
      [STATIONS]: [ok([andheri])],
    });
    renderAsAdmin(<ChargePointsSection />);
    expect(await screen.findByText('The OCPP service is unavailable right now.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Offline')).toBeTruthy();
    expect(seen.filter((r) => `${r.method} ${r.url}` === LIST)).toHaveLength(2);
  });

  it('"New password" asks first, then shows the new password once and reads the list again', async () => {
    const seen = fakeServer({
      [LIST]: [ok([offline])],
      [STATIONS]: [ok([andheri])],
      'POST /api/admin/charge-points/CS7-1/password': [
        { status: 200, body: credentialsFor(offline, 'n3w-Secret') },
      ],
    });
    renderAsAdmin(<ChargePointsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'New password for CS7-1' }));
    const ask = screen.getByRole('dialog', { name: 'Set a new password for CS7-1?' });
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.click(within(ask).getByRole('button', { name: 'Set new password' }));

    const shown = await screen.findByRole('dialog', { name: 'New password for CS7-1' });
    expect((within(shown).getByLabelText('Password') as HTMLInputElement).value).toBe('n3w-Secret');
    expect(within(shown).getByText(/shown only this once/)).toBeTruthy();
    expect(within(shown).getByText(/The old password no longer works/)).toBeTruthy();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/admin/charge-points/CS7-1/password', body: undefined },
    ]);
    await waitFor(() => expect(seen.filter((r) => `${r.method} ${r.url}` === LIST)).toHaveLength(2));

    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue('n3w-Secret')).toBeNull());
  });

  it("a refused new password shows the server's message in the dialog", async () => {
    fakeServer({
      [LIST]: [ok([offline])],
      [STATIONS]: [ok([andheri])],
      'POST /api/admin/charge-points/CS7-1/password': [
        { status: 404, body: { message: 'Charge point CS7-1 is not registered' } },
      ],
    });
    renderAsAdmin(<ChargePointsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'New password for CS7-1' }));
    const ask = screen.getByRole('dialog', { name: 'Set a new password for CS7-1?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Set new password' }));
    expect(await within(ask).findByText('Charge point CS7-1 is not registered')).toBeTruthy();
  });

  it('sits first in Station Management, live, with the operator console, above the station list', async () => {
    fakeServer({ [LIST]: [ok([online])], [STATIONS]: [ok([koramangala])] });
    renderAsAdmin(<StationsTab />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 5)).toEqual([
      'Charge points',
      'Chargers',
      'Live sessions and last 24 h',
      'Audit log',
      'Station list',
    ]);
    const section = screen.getByRole('region', { name: 'Charge points' });
    expect(within(section).getByText('Live')).toBeTruthy();
    expect(within(section).queryByText('Sample data')).toBeNull();
    expect(await within(section).findByText('Koramangala Hub')).toBeTruthy();
  });
});
