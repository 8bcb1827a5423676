import { fireEvent, screen, within } from '@testing-library/react';
import { aServiceHealth, anAdminSystem } from '../../testing/admin-system';
import { aChargePoint, aStation, fakeServer, renderAsAdmin } from '../../testing/charge-points';
import { SupportTab } from './support-tab';

const SYSTEM = 'GET /api/admin/system';
const CHARGE_POINTS = 'GET /api/admin/charge-points';
const STATIONS = 'GET /api/stations';

const station = aStation({
  id: 12,
  name: 'Koramangala Hub',
  chargers: [{ type: 'CCS2', power: 50, pricePerKwh: '18.50' }],
});
const faulted = aChargePoint({
  id: 'CS12-1',
  stationId: 12,
  online: true,
  connectedAt: '2026-11-24T04:00:00.000Z',
  connectors: [
    {
      connectorId: 1,
      chargerIndex: 0,
      status: 'Faulted',
      errorCode: 'GroundFailure',
      statusAt: '2026-11-24T04:30:00.000Z',
    },
  ],
});

const region = (name: string) => screen.getByRole('region', { name });

describe('Support tab (docs/product.md §2.14)', () => {
  it('says there is no ticket system, lists the chargers’ real problems and opens Station Management', async () => {
    fakeServer({
      [SYSTEM]: [{ status: 200, body: anAdminSystem() }],
      [CHARGE_POINTS]: [{ status: 200, body: [faulted] }],
      [STATIONS]: [{ status: 200, body: [station] }],
    });
    const onOpenTab = vi.fn();
    renderAsAdmin(<SupportTab onOpenTab={onOpenTab} />);
    expect(within(region('Support tickets')).getByText('No ticket system')).toBeTruthy();

    const issue = await screen.findByTestId('station-issue-CS12-1-connector-1');
    expect(within(issue).getByText('Faulted (GroundFailure)')).toBeTruthy();
    expect(within(issue).getByText('CS12-1 · Connector 1 · CCS2 50 kW')).toBeTruthy();
    expect(within(issue).getByText('Critical')).toBeTruthy();
    expect(await within(issue).findByText('Koramangala Hub')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Assign Technician|Log Notes/ })).toBeNull();
    fireEvent.click(within(issue).getByRole('button', { name: 'Open in Station Management: CS12-1' }));
    expect(onOpenTab).toHaveBeenCalledWith('stations');
    expect(screen.queryByText('Sample data')).toBeNull();
  });

  it('when every charger is fine and nothing is wrong, says so in both sections', async () => {
    fakeServer({
      [SYSTEM]: [{ status: 200, body: anAdminSystem() }],
      [CHARGE_POINTS]: [
        {
          status: 200,
          body: [
            {
              ...faulted,
              connectors: [{ ...faulted.connectors[0], status: 'Available', errorCode: 'NoError' }],
            },
          ],
        },
      ],
      [STATIONS]: [{ status: 200, body: [station] }],
    });
    renderAsAdmin(<SupportTab onOpenTab={vi.fn()} />);
    expect(await screen.findByTestId('station-issues-none')).toBeTruthy();
    expect(await screen.findByTestId('system-logs-none')).toBeTruthy();
  });

  it('lists the problems the platform records as log lines, and says where the full logs are', async () => {
    fakeServer({
      [SYSTEM]: [
        {
          status: 200,
          body: anAdminSystem({
            services: [
              aServiceHealth({ name: 'bookings', deadLetters: 2 }),
              aServiceHealth({ name: 'ocpp', status: 'unreachable' }),
            ],
          }),
        },
      ],
      [CHARGE_POINTS]: [{ status: 200, body: [] }],
      [STATIONS]: [{ status: 200, body: [station] }],
    });
    renderAsAdmin(<SupportTab onOpenTab={vi.fn()} />);
    const logs = await screen.findByRole('list', { name: 'System problems' });
    expect(
      within(logs)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual([
      'ERROR bookings: 2 messages in its dead-letter queue: events its handlers could not apply',
      'ERROR ocpp: did not answer its readiness check',
    ]);
    expect(
      within(region('System logs')).getByText(/structured JSON \(pino\) on standard output/),
    ).toBeTruthy();
    expect(within(region('Station issue monitoring')).getByText('No charge points to watch')).toBeTruthy();
  });
});
