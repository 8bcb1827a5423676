import { fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AdminOverview } from '@chargesetu/shared/contracts';
import { makeStore, selectCurrentUser, signedIn, type SessionUser } from '@chargesetu/web/data-access';
import { changeLanguage } from '@chargesetu/web/i18n';
import { Toaster, UiProvider } from '@chargesetu/web/ui';
import AdminDashboardPage from './admin-dashboard-page';

const admin: SessionUser = {
  id: 1,
  username: 'admin',
  name: 'Platform Admin',
  email: 'admin@chargesetu.in',
  role: 'admin',
};
const asha: SessionUser = { id: 9, username: 'asha', name: 'Asha Rao', email: 'asha@x.in', role: 'user' };

const overview: AdminOverview = {
  users: 124680,
  stations: 312,
  activeSessions: 7,
  revenue: '1234567.80',
  generatedAt: '2026-07-20T05:12:00.000Z',
};

/** What the Overview's other sections (system metrics, recent activity) get here: they have specs of their own. */
const ELSEWHERE = { statusCode: 503, error: 'Service Unavailable', message: 'Not part of this test.' };

/**
 * The overview endpoint behind the stubbed fetch (jsdom has no server): each answer in turn. Returns the
 * calls to it; every other endpoint answers 503.
 */
function fakeOverview(...answers: Array<{ status: number; body: unknown }>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    if (url !== '/api/admin/overview') return new Response(JSON.stringify(ELSEWHERE), { status: 503 });
    calls.push(url);
    const answer = answers[Math.min(calls.length, answers.length) - 1];
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return calls;
}

function renderAs(user: SessionUser) {
  const store = makeStore({ verifySession: false });
  store.dispatch(signedIn({ token: 't', user }));
  render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={['/admin-dashboard']}>
          <Routes>
            <Route path="/admin-dashboard" element={<AdminDashboardPage />} />
            <Route path="/" element={<p>Landing</p>} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </UiProvider>
    </Provider>,
  );
  return store;
}

afterEach(() => vi.unstubAllGlobals());

describe('Admin dashboard (docs/product.md §2.14)', () => {
  it('shows "Checking permissions..." until the session is an administrator, and calls nothing', () => {
    const calls = fakeOverview({ status: 200, body: overview });
    renderAs(asha);
    expect(screen.getByText('Checking permissions...')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('greets the administrator by name (fallback "Admin") and lists the seven tabs', () => {
    fakeOverview({ status: 200, body: overview });
    renderAs({ ...admin, name: '' });
    expect(screen.getByText('Welcome, Admin')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'User Management',
      'Station Management',
      'Financial Management',
      'Analytics',
      'System',
      'Support',
    ]);
  });

  it('shows the live totals from GET /api/admin/overview in en-IN format', async () => {
    const calls = fakeOverview({ status: 200, body: overview });
    renderAs(admin);
    expect(screen.getByText('Welcome, Platform Admin')).toBeTruthy();
    const users = await screen.findByRole('group', { name: 'Total Users' });
    expect(await within(users).findByText('1,24,680')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Charging Stations' })).getByText('312')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Active Sessions' })).getByText('7')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Revenue' })).getByText('₹12,34,567.80')).toBeTruthy();
    // 05:12 UTC is 10:42 AM in India.
    expect(screen.getByText('Live from the platform, updated 10:42 AM')).toBeTruthy();
    expect(calls).toEqual(['/api/admin/overview']);
  });

  it('when the totals cannot be read, says why and retries on request', async () => {
    const calls = fakeOverview(
      {
        status: 503,
        body: {
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'The payments service is unavailable right now. Please try again shortly.',
        },
      },
      { status: 200, body: overview },
    );
    renderAs(admin);
    expect(
      await screen.findByText('The payments service is unavailable right now. Please try again shortly.'),
    ).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Platform totals' });
    fireEvent.click(within(totals).getByRole('button', { name: 'Retry' }));
    const users = await screen.findByRole('group', { name: 'Total Users' });
    expect(await within(users).findByText('1,24,680')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('Logout signs out, goes to / and says "Logged Out"', async () => {
    fakeOverview({ status: 200, body: overview });
    const store = renderAs(admin);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Landing')).toBeTruthy();
    expect(await screen.findByText('You have been logged out of the admin dashboard')).toBeTruthy();
    expect(screen.getByText('Logged Out')).toBeTruthy();
    expect(selectCurrentUser(store.getState())).toBeNull();
  });

  it('says so in Hindi when the dashboard is in Hindi (issue #20)', async () => {
    await changeLanguage('hi');
    fakeOverview({ status: 200, body: overview });
    const store = renderAs(admin);
    fireEvent.click(await screen.findByRole('button', { name: 'लॉग आउट' }));
    expect(await screen.findByText('आप एडमिन डैशबोर्ड से लॉग आउट हो गए हैं')).toBeTruthy();
    expect(screen.getByText('लॉग आउट हो गया')).toBeTruthy();
    expect(screen.queryByText(/Logged Out|logged out/)).toBeNull();
    expect(selectCurrentUser(store.getState())).toBeNull();
  });
});
