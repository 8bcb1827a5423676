import { screen, within } from '@testing-library/react';
import type { AdminFinance, AdminUserPage } from '@chargesetu/shared/contracts';
import { anAdminSystem } from '../../testing/admin-system';
import { fakeServer, renderAsAdmin } from '../../testing/charge-points';
import { SystemMetricsCard } from '../system-health/system-metrics-card';
import { RecentActivityCard } from './recent-activity-card';

const USERS = 'GET /api/auth/admin/users?limit=8';
const FINANCE = 'GET /api/admin/finance';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const users: AdminUserPage = {
  users: [
    {
      id: 31,
      username: 'kavya',
      name: 'Kavya Nair',
      email: 'kavya@example.in',
      phone: null,
      role: 'user',
      createdAt: minutesAgo(4),
    },
  ],
  total: 1,
  limit: 8,
  offset: 0,
};
const zero = {
  paymentCount: 0,
  payments: '0.00',
  refunds: '0.00',
  settlements: '0.00',
  net: '0.00',
  gst: '0.00',
};
const finance: AdminFinance = {
  period: 'day',
  from: '2026-10-26',
  to: '2026-11-24',
  buckets: [],
  totals: zero,
  transactions: [
    {
      id: 5,
      transactionId: 'TXN5',
      userId: 31,
      bookingId: 77,
      stationName: 'Koramangala Hub',
      amount: '590.00',
      method: 'upi',
      status: 'completed',
      date: minutesAgo(125),
    },
  ],
  generatedAt: minutesAgo(0),
};

describe('Overview cards (docs/product.md §2.14)', () => {
  it('Recent activity: the newest account and payment, newest first, with how long ago', async () => {
    fakeServer({ [USERS]: [{ status: 200, body: users }], [FINANCE]: [{ status: 200, body: finance }] });
    renderAsAdmin(<RecentActivityCard />);
    const list = await screen.findByTestId('recent-activity');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Kavya Nair registered as a driver4 min ago',
      'User #31 paid ₹590.00 by UPI for booking #77 at Koramangala Hub2 hr ago',
    ]);
  });

  it('Recent activity: when payments cannot be read, shows the accounts and says what is missing', async () => {
    fakeServer({
      [USERS]: [{ status: 200, body: users }],
      [FINANCE]: [
        {
          status: 503,
          body: {
            statusCode: 503,
            error: 'Service Unavailable',
            message: 'The payments service is unavailable.',
          },
        },
      ],
    });
    renderAsAdmin(<RecentActivityCard />);
    expect(
      await screen.findByText('Payments could not be read: The payments service is unavailable.'),
    ).toBeTruthy();
    expect(screen.getByText('Kavya Nair registered as a driver')).toBeTruthy();
  });

  it('System metrics: the figures the services measure, and the response time line', async () => {
    fakeServer({ 'GET /api/admin/system': [{ status: 200, body: anAdminSystem() }] });
    renderAsAdmin(<SystemMetricsCard />);
    expect(
      await screen.findByText('Average API response time 18 ms over 1,234 requests since the last restart'),
    ).toBeTruthy();
    expect(screen.getByTestId('system-metric-ready-value').textContent).toBe('7 of 7');
    expect(screen.getByTestId('system-metric-database-value').textContent).toBe('8.3 MB');
    expect(screen.getByRole('progressbar', { name: 'Services ready' }).getAttribute('aria-valuenow')).toBe(
      '100',
    );
  });
});
