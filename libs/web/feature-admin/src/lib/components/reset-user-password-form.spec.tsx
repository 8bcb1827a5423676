import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore, signedIn, type SessionUser } from '@chargesetu/web/data-access';
import { Toaster, UiProvider } from '@chargesetu/web/ui';
import { ResetUserPasswordForm } from './reset-user-password-form';

const admin: SessionUser = {
  id: 1,
  username: 'admin',
  name: 'Platform Admin',
  email: 'a@x.in',
  role: 'admin',
};
const asha: SessionUser = { id: 9, username: 'asha', name: 'Asha Rao', email: 'asha@x.in', role: 'user' };

function renderAs(user: SessionUser) {
  const requests: unknown[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    requests.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ message: 'Password for user ID 42 has been updated' }), {
      status: 200,
    });
  });
  const store = makeStore({ verifySession: false });
  store.dispatch(signedIn({ token: 't', user }));
  render(
    <Provider store={store}>
      <UiProvider>
        <ResetUserPasswordForm />
        <Toaster />
      </UiProvider>
    </Provider>,
  );
  fireEvent.change(screen.getByLabelText('User ID'), { target: { value: '42' } });
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'fresh-pass' } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'fresh-pass' } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

describe('Reset User Password form (docs/product.md §2.14, §5, §8)', () => {
  it('an administrator resets: userId sent as an integer, success message, form cleared', async () => {
    const requests = renderAs(admin);
    expect(await screen.findByText('Password for user ID 42 has been updated')).toBeTruthy();
    expect(requests).toEqual([{ userId: 42, newPassword: 'fresh-pass' }]);
    expect((screen.getByLabelText('User ID') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('New Password') as HTMLInputElement).value).toBe('');
  });

  it('a non-admin is refused before any request', async () => {
    const requests = renderAs(asha);
    expect(await screen.findByText('You must be an admin to reset user passwords')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
