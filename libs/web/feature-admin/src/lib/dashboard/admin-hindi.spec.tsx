// The admin dashboard in Hindi (issue #20): the Overview and User Management, with Hindi text and numbers,
// amounts and dates formatted for Hindi.
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AdminFinance, AdminOverview, AdminUserPage, PublicUser } from '@chargesetu/shared/contracts';
import { changeLanguage } from '@chargesetu/web/i18n';
import { aStation, fakeServer, renderAsAdmin } from '../testing/charge-points';
import { RecentActivityCard } from './overview/recent-activity-card';
import { LiveTotals } from './tabs/live-totals';
import { OverviewTab } from './tabs/overview-tab';
import { StationsTab } from './tabs/stations-tab';
import { UsersTab } from './tabs/users-tab';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const kavya: PublicUser = {
  id: 31,
  username: 'kavya',
  name: 'Kavya Nair',
  email: 'kavya@example.in',
  phone: null,
  role: 'user',
  createdAt: '2026-11-20T10:00:00.000Z',
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
      amount: '1590.00',
      method: 'upi',
      status: 'completed',
      date: minutesAgo(125),
    },
  ],
  generatedAt: minutesAgo(0),
};
const overview: AdminOverview = {
  users: 124680,
  stations: 42,
  activeSessions: 3,
  revenue: '254310.50',
  generatedAt: '2026-11-24T09:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('the admin dashboard in Hindi', () => {
  it('Overview: the totals, quick actions and recent activity in Hindi, amounts in Indian grouping', async () => {
    await changeLanguage('hi');
    fakeServer({
      'GET /api/admin/overview': [{ status: 200, body: overview }],
      'GET /api/auth/admin/users?limit=8': [
        {
          status: 200,
          body: { users: [{ ...kavya, createdAt: minutesAgo(4) }], total: 1, limit: 8, offset: 0 },
        },
      ],
      'GET /api/admin/finance': [{ status: 200, body: finance }],
    });
    renderAsAdmin(
      <>
        <LiveTotals />
        <RecentActivityCard />
      </>,
    );

    const users = await screen.findByRole('group', { name: 'कुल यूज़र' });
    expect(await within(users).findByText('1,24,680')).toBeTruthy();
    expect(within(users).getByText('रजिस्टर्ड ड्राइवर')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'आमदनी' })).getByText('₹2,54,310.50')).toBeTruthy();
    expect(screen.getByText('प्लेटफ़ॉर्म से लाइव, 2:30 PM पर अपडेट हुआ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रीफ़्रेश करें' })).toBeTruthy();

    const list = await screen.findByTestId('recent-activity');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([
      'Kavya Nair ड्राइवर के रूप में रजिस्टर हुए4 मिनट पहले',
      'यूज़र #31 ने Koramangala Hub पर बुकिंग #77 के लिए UPI से ₹1,590.00 चुकाए2 घंटे पहले',
    ]);
    expect(screen.getByText('हाल की गतिविधि')).toBeTruthy();
  });

  it('Overview: the quick actions open their tabs, named in Hindi', async () => {
    await changeLanguage('hi');
    fakeServer({
      'GET /api/admin/overview': [{ status: 200, body: overview }],
      'GET /api/auth/admin/users?limit=8': [
        { status: 200, body: { users: [], total: 0, limit: 8, offset: 0 } },
      ],
      'GET /api/admin/finance': [{ status: 200, body: { ...finance, transactions: [] } }],
      'GET /api/admin/system': [
        { status: 503, body: { statusCode: 503, error: 'x', message: 'Unavailable.' } },
      ],
    });
    const opened: string[] = [];
    renderAsAdmin(<OverviewTab onOpenTab={(tab) => opened.push(tab)} />);
    screen.getByRole('button', { name: 'स्टेशन और चार्जर संभालें' }).click();
    expect(opened).toEqual(['stations']);
    expect(await screen.findByText('अभी कुछ नहीं: न कोई अकाउंट बना है, न कोई भुगतान हुआ है।')).toBeTruthy();
  });

  it('User Management: the directory in Hindi, with the role and the joined date in Hindi', async () => {
    await changeLanguage('hi');
    fakeServer({
      'GET /api/auth/admin/users?limit=10&offset=0': [
        { status: 200, body: { users: [kavya], total: 1, limit: 10, offset: 0 } satisfies AdminUserPage },
      ],
    });
    renderAsAdmin(
      <MemoryRouter>
        <UsersTab />
      </MemoryRouter>,
    );
    const table = await screen.findByTestId('admin-users-table');
    expect(within(table).getByRole('columnheader', { name: 'नाम' })).toBeTruthy();
    expect(within(table).getByText('ड्राइवर')).toBeTruthy();
    expect(within(table).getByText('20 नवंबर 2026')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Kavya Nair खोलें' })).toBeTruthy();
    expect(screen.getByText('1 अकाउंट · auth सर्विस से लाइव')).toBeTruthy();
    expect(screen.getByRole('search', { name: 'यूज़र खोजें' })).toBeTruthy();
  });

  it('Station Management: the station list in Hindi, revenue in rupees', async () => {
    await changeLanguage('hi');
    fakeServer({
      'GET /api/stations': [{ status: 200, body: [aStation({ id: 7, name: 'Bandra Hub' })] }],
      'GET /api/admin/stations/stats': [
        {
          status: 200,
          body: {
            stations: [{ stationId: 7, paid: 2, completed: 3, cancelled: 1, revenue: '125000.00' }],
            generatedAt: '2026-11-24T05:00:00.000Z',
          },
        },
      ],
      'GET /api/admin/charge-points': [{ status: 200, body: [] }],
    });
    renderAsAdmin(<StationsTab />);
    expect(await screen.findByText('1 स्टेशन · कैटलॉग और बुकिंग से लाइव')).toBeTruthy();
    expect(screen.getByTestId('station-revenue-7').textContent).toBe('₹1,25,000.00');
    expect(screen.getByRole('button', { name: 'Bandra Hub के QR कोड' })).toBeTruthy();
    expect(screen.getByText('मंज़ूरी के अनुरोध')).toBeTruthy();
    expect(await screen.findByText('अभी कोई चार्ज पॉइंट नहीं')).toBeTruthy();
  });
});
