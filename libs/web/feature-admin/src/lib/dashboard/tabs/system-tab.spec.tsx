import { screen, within } from '@testing-library/react';
import { aServiceHealth, anAdminSystem } from '../../testing/admin-system';
import { fakeServer, renderAsAdmin } from '../../testing/charge-points';
import { SystemTab } from './system-tab';

const SYSTEM = 'GET /api/admin/system';

const region = (name: string) => screen.getByRole('region', { name });

describe('System tab (docs/product.md §2.14)', () => {
  it('states the fixed settings without a switch, and no figure is sample data', async () => {
    fakeServer({ [SYSTEM]: [{ status: 200, body: anAdminSystem() }] });
    renderAsAdmin(<SystemTab />);
    await screen.findByText('All 7 services ready, in one process (all-in-one)');
    const settings = region('Platform settings');
    expect(within(settings).getByText('Maintenance Mode')).toBeTruthy();
    expect(within(settings).getByText('Always open')).toBeTruthy();
    expect(within(settings).getByText('No approvals')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText('Sample data')).toBeNull();
    expect(screen.queryByRole('button', { name: /Backup Now|Configure|Edit/ })).toBeNull();
  });

  it('shows the integrations as configured: simulated payments, OSM tiles, no SMS, the assistant’s mode', async () => {
    fakeServer({
      [SYSTEM]: [
        {
          status: 200,
          body: anAdminSystem({
            integrations: { languageModel: true, mapTileOrigins: ['https://*.tile.openstreetmap.org'] },
          }),
        },
      ],
    });
    renderAsAdmin(<SystemTab />);
    const assistant = await screen.findByTestId('integration-AI assistant');
    expect(within(assistant).getByText('Connected')).toBeTruthy();
    expect(within(assistant).getByText('OpenAI-compatible language model')).toBeTruthy();
    expect(within(screen.getByTestId('integration-Payment gateway')).getByText('Simulated')).toBeTruthy();
    expect(within(screen.getByTestId('integration-SMS')).getByText('Not connected')).toBeTruthy();
    expect(
      within(screen.getByTestId('integration-Map services')).getByText('OpenStreetMap tiles'),
    ).toBeTruthy();
  });

  it('shows the database’s real size, each schema and the backup commands, with no invented limit', async () => {
    fakeServer({
      [SYSTEM]: [
        {
          status: 200,
          body: anAdminSystem({
            services: [
              aServiceHealth({ name: 'auth', schemaBytes: 2048 }),
              aServiceHealth({ name: 'bookings', schemaBytes: 3 * 1024 * 1024 }),
            ],
          }),
        },
      ],
    });
    renderAsAdmin(<SystemTab />);
    const db = region('Database tools');
    expect(await within(db).findByText('PostgreSQL: chargesetu, 8.3 MB')).toBeTruthy();
    expect(within(db).getByTestId('schema-size-Bookings').textContent).toBe('3.0 MB');
    expect(within(db).getByTestId('schema-size-Auth').textContent).toBe('2.0 KB');
    expect((within(db).getByLabelText('Back up') as HTMLInputElement).value).toBe(
      'pg_dump --format=custom --file=chargesetu.dump "$DATABASE_URL"',
    );
    expect(within(db).queryByText(/1 GB|limit/i)).toBeNull();
  });

  it('when the system cannot be read, each section says so with Retry rather than guessing', async () => {
    fakeServer({
      [SYSTEM]: [
        {
          status: 503,
          body: {
            statusCode: 503,
            error: 'Service Unavailable',
            message: 'The auth service is unavailable right now. Please try again shortly.',
          },
        },
      ],
    });
    renderAsAdmin(<SystemTab />);
    expect(
      await within(region('Database tools')).findByText(
        'The auth service is unavailable right now. Please try again shortly.',
      ),
    ).toBeTruthy();
    expect(within(region('API integrations')).getByRole('button', { name: 'Retry' })).toBeTruthy();
    // What does not depend on the read still shows.
    expect(within(region('Notification templates')).getByText('Charging reminder')).toBeTruthy();
  });
});
