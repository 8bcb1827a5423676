import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AdminUserDetail, PublicUser } from '@chargesetu/shared/contracts';
import { fakeServer, renderAsAdmin } from '../../testing/charge-points';
import { UsersTab } from './users-tab';

const zoya: PublicUser = {
  id: 41,
  username: 'zoya_q',
  name: 'Zoya Qureshi',
  email: 'zoya@example.in',
  phone: '9876543210',
  role: 'user',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const admin: PublicUser = {
  ...zoya,
  id: 1,
  username: 'admin',
  name: 'Platform Admin',
  email: 'admin@chargesetu.in',
  phone: null,
  role: 'admin',
};
const detail: AdminUserDetail = {
  user: zoya,
  vehicles: [
    {
      id: 5,
      userId: 41,
      make: 'Tata',
      model: 'Nexon EV',
      year: '2024',
      registrationNumber: 'MH 12 AB 1234',
      connectorTypes: ['CCS2'],
      color: null,
      batteryCapacity: '40.5',
      createdAt: '2026-11-20T10:05:00.000Z',
    },
  ],
  notifications: { bookingConfirmations: true, chargingUpdates: false, promotionalMessages: false },
};

const render = () =>
  renderAsAdmin(
    <MemoryRouter>
      <UsersTab />
    </MemoryRouter>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('User Management (docs/product.md §2.14)', () => {
  it('lists the real accounts with their role and joined date, and links to Admin Settings', async () => {
    const seen = fakeServer({
      'GET /api/auth/admin/users?limit=10&offset=0': [
        { status: 200, body: { users: [zoya, admin], total: 2, limit: 10, offset: 0 } },
      ],
    });
    render();
    const table = await screen.findByRole('table', { name: 'User directory' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('Zoya Qureshi')).toBeTruthy();
    expect(within(rows[1]).getByText('Driver')).toBeTruthy();
    expect(within(rows[1]).getByText('20 Nov 2026')).toBeTruthy();
    expect(within(rows[2]).getByText('Administrator')).toBeTruthy();
    expect(screen.getByText('2 accounts · live from the auth service')).toBeTruthy();
    expect(screen.queryByText('Sample data')).toBeNull();
    expect(screen.getByRole('link', { name: 'Admin Settings' }).getAttribute('href')).toBe('/admin-settings');
    expect(seen.map((r) => r.url)).toEqual(['/api/auth/admin/users?limit=10&offset=0']);
  });

  it('searches on the server and says when nothing matches', async () => {
    const seen = fakeServer({
      'GET /api/auth/admin/users?limit=10&offset=0': [
        { status: 200, body: { users: [zoya], total: 1, limit: 10, offset: 0 } },
      ],
      'GET /api/auth/admin/users?q=nobody&limit=10&offset=0': [
        { status: 200, body: { users: [], total: 0, limit: 10, offset: 0 } },
      ],
    });
    render();
    await screen.findByRole('table', { name: 'User directory' });
    fireEvent.change(screen.getByLabelText('Search by name, username or email'), {
      target: { value: ' nobody ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No account matches "nobody".')).toBeTruthy();
    expect(seen.map((r) => r.url)).toContain('/api/auth/admin/users?q=nobody&limit=10&offset=0');
  });

  it('opens an account with its vehicles and preferences, and a reset without a User ID field', async () => {
    fakeServer({
      'GET /api/auth/admin/users?limit=10&offset=0': [
        { status: 200, body: { users: [zoya], total: 1, limit: 10, offset: 0 } },
      ],
      'GET /api/auth/admin/users/41': [{ status: 200, body: detail }],
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Open Zoya Qureshi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zoya Qureshi' });
    expect(await within(dialog).findByText('Tata Nexon EV (2024)')).toBeTruthy();
    expect(within(dialog).getByText('MH 12 AB 1234 · CCS2 · 40.5 kWh')).toBeTruthy();
    expect(within(dialog).getByText('zoya@example.in')).toBeTruthy();
    expect(within(dialog).getAllByText('Off')).toHaveLength(2);
    expect(within(dialog).queryByLabelText('User ID')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Reset Password' })).toBeTruthy();
  });

  it('resets the opened account’s password by its id, then closes the dialog and says so', async () => {
    const seen = fakeServer({
      'GET /api/auth/admin/users?limit=10&offset=0': [
        { status: 200, body: { users: [zoya], total: 1, limit: 10, offset: 0 } },
      ],
      'GET /api/auth/admin/users/41': [{ status: 200, body: detail }],
      'POST /api/auth/admin/reset-user-password': [
        { status: 200, body: { message: 'Password for user ID 41 has been updated' } },
      ],
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Open Zoya Qureshi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zoya Qureshi' });
    await within(dialog).findByText('Tata Nexon EV (2024)');
    fireEvent.change(within(dialog).getByLabelText('New Password'), { target: { value: 'fresh-pass-1' } });
    fireEvent.change(within(dialog).getByLabelText('Confirm Password'), {
      target: { value: 'fresh-pass-1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password for user ID 41 has been updated')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ userId: 41, newPassword: 'fresh-pass-1' });
  });

  it('shows the server’s message when the directory cannot be read', async () => {
    fakeServer({
      'GET /api/auth/admin/users?limit=10&offset=0': [
        {
          status: 403,
          body: { statusCode: 403, error: 'Forbidden', message: 'This action requires administrator rights' },
        },
      ],
    });
    render();
    expect(await screen.findByText('This action requires administrator rights')).toBeTruthy();
  });
});
