import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore, signedIn, TOKEN_STORAGE_KEY, type SessionUser } from '@chargesetu/web/data-access';
import { UiProvider } from '@chargesetu/web/ui';
import { ChangePasswordForm } from './change-password-form';

const asha: SessionUser = { id: 9, username: 'asha', name: 'Asha Rao', email: 'asha@x.in', role: 'user' };

afterEach(() => vi.unstubAllGlobals());

describe('ChangePasswordForm', () => {
  it('stores the fresh token of the answer, so the session that changed the password stays signed in', async () => {
    const sent: Array<{ url: string; auth: string | null }> = [];
    vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
      sent.push({ url: input, auth: new Headers(init.headers).get('Authorization') });
      return new Response(
        JSON.stringify({ message: 'Your password has been updated', token: 'fresh-token' }),
        {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        },
      );
    });
    const store = makeStore({ verifySession: false });
    store.dispatch(signedIn({ token: 'old-token', user: asha }));
    render(
      <Provider store={store}>
        <UiProvider>
          <ChangePasswordForm />
        </UiProvider>
      </Provider>,
    );
    fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: 'old-secret' } });
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'new-secret-1' } });
    fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: 'new-secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(store.getState().session.token).toBe('fresh-token'));
    expect(sent).toEqual([{ url: '/api/auth/reset-password', auth: 'Bearer old-token' }]);
    expect(store.getState().session.status).toBe('authenticated');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('fresh-token');
  });
});
