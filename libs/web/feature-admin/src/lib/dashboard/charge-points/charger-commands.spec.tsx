import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  aChargePoint,
  aStation,
  fakeServer,
  renderAsAdmin,
  type Answer,
  type SeenRequest,
} from '../../testing/charge-points';
import { ChargePointsSection } from './charge-points-section';

const LIST = 'GET /api/admin/charge-points';
const STATIONS = 'GET /api/stations';
const AVAILABILITY = 'POST /api/admin/charge-points/CS7/availability';
const CONFIGURATION = 'GET /api/admin/charge-points/CS7/configuration';
const CHANGE_CONFIGURATION = 'PUT /api/admin/charge-points/CS7/configuration';

const andheri = aStation({
  id: 7,
  name: 'Andheri West',
  chargers: [
    { type: 'CHAdeMO', power: 60, pricePerKwh: '21.00' },
    { type: 'CCS2', power: 50, pricePerKwh: '18.50' },
  ],
});
const cs7 = aChargePoint({
  id: 'CS7',
  stationId: 7,
  online: true,
  connectedAt: '2026-11-24T04:00:00.000Z',
  connectors: [
    { connectorId: 1, chargerIndex: 0, status: 'Available', errorCode: 'NoError', statusAt: null },
    { connectorId: 2, chargerIndex: 1, status: 'Unavailable', errorCode: 'NoError', statusAt: null },
  ],
});
const offline = aChargePoint({ id: 'CS7-OLD', stationId: 7, connectedAt: '2026-11-23T04:00:00.000Z' });

const ok = (body: unknown): Answer => ({ status: 200, body });
const notConnected: Answer = {
  status: 409,
  body: {
    statusCode: 409,
    error: 'Conflict',
    message: 'Charger CS7 is not connected right now. Please try again later.',
  },
};
const sent = (seen: SeenRequest[], method: string) => seen.filter((r) => r.method === method);
const listReads = (seen: SeenRequest[]) => seen.filter((r) => `${r.method} ${r.url}` === LIST).length;

async function showSection(routes: Record<string, Answer[]>) {
  const seen = fakeServer({ [LIST]: [ok([cs7, offline])], [STATIONS]: [ok([andheri])], ...routes });
  renderAsAdmin(<ChargePointsSection />);
  await screen.findByRole('table');
  return seen;
}

async function takeOutConnector1(routes: Record<string, Answer[]>) {
  const seen = await showSection(routes);
  fireEvent.click(screen.getByRole('button', { name: 'Take out of service: connector 1 of CS7' }));
  const ask = screen.getByRole('dialog', { name: 'Take connector 1 of CS7 out of service?' });
  expect(within(ask).getByText('Drivers cannot charge on it until it is put back.')).toBeTruthy();
  expect(sent(seen, 'POST')).toEqual([]);
  fireEvent.click(within(ask).getByRole('button', { name: 'Take out of service' }));
  return { seen, ask };
}

afterEach(() => vi.unstubAllGlobals());

/** Lets a re-read that a wrong invalidation would start go out before the reads are counted. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('Charger commands in the charge points section', () => {
  it('offers them only on online charge points, each connector the way its status allows', async () => {
    await showSection({});
    const online = screen.getByRole('row', { name: /^CS7 / });
    expect(
      within(online).getByRole('button', { name: 'Take out of service: connector 1 of CS7' }),
    ).toBeTruthy();
    expect(
      within(online).getByRole('button', { name: 'Put back in service: connector 2 of CS7' }),
    ).toBeTruthy();
    expect(within(online).getByRole('button', { name: 'Meter interval of CS7' })).toBeTruthy();

    const off = screen.getByRole('row', { name: /^CS7-OLD / });
    expect(within(off).queryByRole('button', { name: /service/ })).toBeNull();
    expect(within(off).queryByRole('button', { name: /Meter interval/ })).toBeNull();
    expect(within(off).getByRole('button', { name: 'New password for CS7-OLD' })).toBeTruthy();
  });

  it('takes a connector out of service after asking, shows the answer and reads the list again', async () => {
    const { seen } = await takeOutConnector1({ [AVAILABILITY]: [ok({ status: 'Accepted' })] });
    expect(await screen.findByText('Connector 1 of CS7 is out of service')).toBeTruthy();
    expect(sent(seen, 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/admin/charge-points/CS7/availability',
        body: { connectorId: 1, type: 'Inoperative' },
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Take connector 1 of CS7 out of service?' })).toBeNull(),
    );
    await waitFor(() => expect(listReads(seen)).toBe(2));
  });

  it('puts an unavailable connector back in service', async () => {
    const seen = await showSection({ [AVAILABILITY]: [ok({ status: 'Accepted' })] });
    fireEvent.click(screen.getByRole('button', { name: 'Put back in service: connector 2 of CS7' }));
    const ask = screen.getByRole('dialog', { name: 'Put connector 2 of CS7 back in service?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Put back in service' }));
    expect(await screen.findByText('Connector 2 of CS7 is back in service')).toBeTruthy();
    expect(sent(seen, 'POST').map((r) => r.body)).toEqual([{ connectorId: 2, type: 'Operative' }]);
  });

  it('says when the charger schedules the change, and reads the list again', async () => {
    const { seen } = await takeOutConnector1({ [AVAILABILITY]: [ok({ status: 'Scheduled' })] });
    expect(
      await screen.findByText('Connector 1 of CS7 will go out of service when its current session ends'),
    ).toBeTruthy();
    await waitFor(() => expect(listReads(seen)).toBe(2));
  });

  it('says when the charger refuses, and does not read the list again', async () => {
    const { seen } = await takeOutConnector1({ [AVAILABILITY]: [ok({ status: 'Rejected' })] });
    expect(await screen.findByText('CS7 refused: connector 1 stays in service')).toBeTruthy();
    await settled();
    expect(listReads(seen)).toBe(1);
  });

  it("shows the server's message when the charger cannot be asked", async () => {
    const { ask, seen } = await takeOutConnector1({ [AVAILABILITY]: [notConnected] });
    expect(
      await within(ask).findByText('Charger CS7 is not connected right now. Please try again later.'),
    ).toBeTruthy();
    await settled();
    expect(listReads(seen)).toBe(1);
  });
});

describe('Meter interval dialog', () => {
  const configuration = (value?: string) =>
    ok({
      configurationKey: [
        { key: 'HeartbeatInterval', readonly: false, value: '300' },
        ...(value === undefined ? [] : [{ key: 'MeterValueSampleInterval', readonly: false, value }]),
      ],
      unknownKey: [],
    });

  async function openMeterInterval(routes: Record<string, Answer[]>) {
    const seen = await showSection(routes);
    expect(sent(seen, 'GET').some((r) => r.url.endsWith('/configuration'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Meter interval of CS7' }));
    const dialog = screen.getByRole('dialog', { name: 'Meter interval of CS7' });
    return { seen, dialog };
  }
  const field = (dialog: HTMLElement) =>
    within(dialog).getByLabelText('Seconds between meter samples') as HTMLInputElement;

  async function setInterval(dialog: HTMLElement, seconds: string) {
    fireEvent.change(field(dialog), { target: { value: seconds } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Set interval' }));
    });
  }

  it('reads the current value while open, then sets the new one and shows the answer', async () => {
    const { seen, dialog } = await openMeterInterval({
      [CONFIGURATION]: [configuration('60')],
      [CHANGE_CONFIGURATION]: [ok({ status: 'Accepted' })],
    });
    expect(within(dialog).getByText("Reading the charger's configuration...")).toBeTruthy();
    expect(await within(dialog).findByText('Current: 60 s')).toBeTruthy();
    await waitFor(() => expect(field(dialog).value).toBe('60'));

    await setInterval(dialog, '30');
    expect(await within(dialog).findByText('CS7 now samples meter values every 30 s')).toBeTruthy();
    expect(sent(seen, 'PUT')).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/charge-points/CS7/configuration',
        body: { key: 'MeterValueSampleInterval', value: '30' },
      },
    ]);
  });

  it.each([
    ['RebootRequired', 'CS7 accepted 30 s: it takes effect after the charger restarts'],
    ['Rejected', 'CS7 refused the new meter interval'],
    ['NotSupported', 'CS7 does not support MeterValueSampleInterval'],
  ])('shows the answer %s', async (status, message) => {
    const { dialog } = await openMeterInterval({
      [CONFIGURATION]: [configuration()],
      [CHANGE_CONFIGURATION]: [ok({ status })],
    });
    expect(await within(dialog).findByText('Current: Unknown')).toBeTruthy();
    expect(field(dialog).value).toBe('');
    await setInterval(dialog, '30');
    expect(await within(dialog).findByText(message)).toBeTruthy();
  });

  it("shows the server's message when the configuration cannot be read or set", async () => {
    const { seen, dialog } = await openMeterInterval({
      [CONFIGURATION]: [notConnected, configuration('15')],
      [CHANGE_CONFIGURATION]: [{ status: 502, body: { message: 'Charger CS7 did not answer in time.' } }],
    });
    expect(
      await within(dialog).findByText('Charger CS7 is not connected right now. Please try again later.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Current: 15 s')).toBeTruthy();

    await setInterval(dialog, '20');
    expect(await within(dialog).findByText('Charger CS7 did not answer in time.')).toBeTruthy();
    expect(sent(seen, 'PUT')).toHaveLength(1);
  });

  it('refuses an interval outside 5–3600 whole seconds before sending anything', async () => {
    const { seen, dialog } = await openMeterInterval({ [CONFIGURATION]: [configuration('60')] });
    await within(dialog).findByText('Current: 60 s');
    for (const bad of ['4', '3601', '2.5', '']) {
      await setInterval(dialog, bad);
      expect(await within(dialog).findByText('Enter a whole number of seconds from 5 to 3600')).toBeTruthy();
    }
    expect(sent(seen, 'PUT')).toEqual([]);
  });
});
