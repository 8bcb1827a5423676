import { lazy, Suspense, type ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { makeStore, signedIn, TOKEN_STORAGE_KEY } from '@chargesetu/web/data-access';
import { RequireAuth } from '../guards/require-auth';
import { useSignOut } from './use-sign-out';

function SignOutButton() {
  const signOut = useSignOut();
  return <button onClick={signOut}>Sign out</button>;
}

// Like the real landing page, a lazy chunk that takes a moment to load: the router renders navigations
// as transitions, which keep the protected page (and its guard) on screen meanwhile.
const Landing = lazy(
  () =>
    new Promise<{ default: () => ReactElement }>((resolve) =>
      setTimeout(() => resolve({ default: () => <p>Landing</p> }), 100),
    ),
);

describe('useSignOut (docs/product.md §2.10, §4)', () => {
  it("from a protected page: clears the session and lands on /, not on the guard's /auth", async () => {
    const store = makeStore({ verifySession: false });
    store.dispatch(
      signedIn({
        token: 't',
        user: { id: 3, username: 'asha', name: 'Asha', email: 'a@x.in', role: 'user' },
      }),
    );
    const router = createMemoryRouter(
      [
        {
          element: (
            <Suspense fallback={<p>Loading page</p>}>
              <Outlet />
            </Suspense>
          ),
          children: [
            { element: <RequireAuth />, children: [{ path: '/settings', element: <SignOutButton /> }] },
            { path: '/', element: <Landing /> },
            { path: '/auth', element: <p>Sign-in screen</p> },
          ],
        },
      ],
      { initialEntries: ['/settings'] },
    );
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Landing')).toBeTruthy();
    // Give a stray guard redirect the chance to happen.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().session.status).toBe('anonymous');
    expect(store.getState().toasts.current?.title).toBe('Logged Out');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
