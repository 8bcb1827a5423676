import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeStore, signedIn, type SessionUser } from '@chargesetu/web/data-access';
import { UiProvider } from '@chargesetu/web/ui';
import { appRoutes } from './router';

const asha: SessionUser = { id: 3, username: 'asha', name: 'Asha Rao', email: 'asha@example.in', role: 'user' };

function renderAt(path: string, { signedInAs }: { signedInAs?: SessionUser } = {}) {
  const store = makeStore({ verifySession: false });
  if (signedInAs) store.dispatch(signedIn({ token: 't', user: signedInAs }));
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  render(
    <Provider store={store}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>,
  );
  return router;
}

beforeAll(() => {
  // jsdom does not scroll; ScrollRestoration calls this on every navigation.
  window.scrollTo = () => undefined;
});

describe('app routes (docs/product.md §2.1)', () => {
  it('an unknown path shows the not-found screen inside the frame', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByTestId('top-bar')).toBeTruthy();
  });

  it('an unknown policy page shows the stand-alone "404 Page Not Found"', async () => {
    renderAt('/policies/refund-policy');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.queryByTestId('top-bar')).toBeNull();
  });

  it('/auth/login and /auth/register lead to sign-in and registration', async () => {
    const router = renderAt('/auth/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('/charging-history shows the completed bookings to a signed-in user', async () => {
    renderAt('/charging-history', { signedInAs: asha });
    expect(await screen.findByRole('heading', { name: 'Charging History' })).toBeTruthy();
  });

  it('/admin-settings sends a signed-in non-admin to /dashboard', async () => {
    const router = renderAt('/admin-settings', { signedInAs: asha });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('/home is titled "Find your power" with a Beta badge', async () => {
    renderAt('/home');
    expect(await screen.findByRole('heading', { name: 'Find your power' })).toBeTruthy();
    expect(screen.getByText('Beta')).toBeTruthy();
  });
});
