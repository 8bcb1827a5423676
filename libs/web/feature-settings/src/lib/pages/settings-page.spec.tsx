import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore, signedIn, type SessionUser } from '@chargesetu/web/data-access';
import { UiProvider } from '@chargesetu/web/ui';
import SettingsPage from './settings-page';

const asha: SessionUser = { id: 9, username: 'asha', name: 'Asha Rao', email: 'asha@x.in', role: 'user' };
const admin: SessionUser = {
  id: 1,
  username: 'admin',
  name: 'Platform Admin',
  email: 'a@x.in',
  role: 'admin',
};

function renderAs(user: SessionUser | null) {
  const store = makeStore({ verifySession: false });
  if (user) store.dispatch(signedIn({ token: 't', user }));
  render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={['/settings']}>
          <Routes>
            <Route path="/settings" element={<SettingsPage />} />
            <Route path="/auth" element={<p>Sign-in screen</p>} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

describe('settings page (docs/product.md §2.13)', () => {
  it('a user sees the Password tab with "Security Settings", its fields and hint, and no Admin tab', () => {
    renderAs(asha);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Password']);
    expect(screen.getByRole('heading', { name: 'Security Settings' })).toBeTruthy();
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeTruthy();
  });

  it('an administrator also has the Admin tab, a placeholder for administrative functions', () => {
    renderAs(admin);
    fireEvent.click(screen.getByRole('tab', { name: 'Admin' }));
    expect(screen.getByText(/Administrative functions will be added here/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Admin Settings' }).getAttribute('href')).toBe('/admin-settings');
  });

  it('without a user, goes to /auth', () => {
    renderAs(null);
    expect(screen.getByText('Sign-in screen')).toBeTruthy();
  });
});
