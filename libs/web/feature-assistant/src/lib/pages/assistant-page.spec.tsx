import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ASSISTANT_EXAMPLE_QUESTIONS } from '@chargesetu/shared/contracts';
import { makeStore, signedIn } from '@chargesetu/web/data-access';
import { changeLanguage } from '@chargesetu/web/i18n';
import { Toaster, UiProvider } from '@chargesetu/web/ui';
import AssistantPage from './assistant-page';

/** The assistant behind the stubbed fetch: a stored exchange, and a chat that fails or answers. */
function fakeApi({ chatFails }: { chatFails: boolean }) {
  const posts: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status });
    if (url === '/api/assistant/history')
      return json([
        {
          id: 1,
          query: 'Stations in Pune?',
          response: 'There are 3.',
          createdAt: '2026-11-22T05:00:00.000Z',
        },
      ]);
    if (url === '/api/assistant/chat' && init.method === 'POST') {
      posts.push(JSON.parse(String(init.body)));
      return chatFails
        ? json({ message: 'Assistant unavailable' }, 503)
        : json({ response: 'Hello', timestamp: new Date().toISOString() });
    }
    return json({ message: `No stub for ${url}` }, 404);
  });
  return posts;
}

afterEach(() => vi.unstubAllGlobals());

function renderPage(signedInUser: boolean) {
  const store = makeStore({ verifySession: false });
  if (signedInUser)
    store.dispatch(
      signedIn({
        token: 't',
        user: { id: 9, username: 'asha', name: 'Asha', email: 'a@x.in', role: 'user' },
      }),
    );
  render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter>
          <AssistantPage />
          <Toaster />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

describe('AssistantPage in Hindi (issue #20)', () => {
  it('shows the title, greeting, suggestions, box and Send in Hindi; stored messages stay as they were', async () => {
    fakeApi({ chatFails: false });
    await changeLanguage('hi');
    renderPage(true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('AI असिस्टेंट');
    expect(screen.getByText(/^नमस्ते! मैं ChargeSetu असिस्टेंट हूँ।/)).toBeTruthy();
    expect(screen.getByText('ऐसे पूछकर देखें:')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'बेंगलुरु के पास फ़ास्ट चार्जर ढूँढें' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: ASSISTANT_EXAMPLE_QUESTIONS[0] })).toBeNull();
    const box = screen.getByRole('textbox', { name: 'असिस्टेंट को मैसेज लिखें' });
    expect(box.getAttribute('placeholder')).toBe('स्टेशन, कीमतें, बुकिंग के बारे में पूछें...');
    expect(screen.getByRole('log', { name: 'बातचीत' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'भेजें' })).toBeTruthy();
    // Stored exchanges are data: shown as the server sent them.
    expect(await screen.findByText('Stations in Pune?')).toBeTruthy();
    expect(screen.getByText('There are 3.')).toBeTruthy();
    expect(screen.getAllByText('आपने कहा:').length).toBe(1);
  });

  it('a failed reply shows the Hindi error bubble and toast', async () => {
    const posts = fakeApi({ chatFails: true });
    await changeLanguage('hi');
    renderPage(true);
    await screen.findByText('Stations in Pune?');
    fireEvent.change(screen.getByRole('textbox', { name: 'असिस्टेंट को मैसेज लिखें' }), {
      target: { value: 'पुणे में सबसे सस्ता चार्जर?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'भेजें' }));
    expect(
      await screen.findByText('माफ़ कीजिए, मैं आपका अनुरोध पूरा नहीं कर पाया। कृपया थोड़ी देर बाद फिर से कोशिश करें।'),
    ).toBeTruthy();
    expect(await screen.findByText('असिस्टेंट से जवाब नहीं मिल पाया')).toBeTruthy();
    expect(posts).toEqual([{ query: 'पुणे में सबसे सस्ता चार्जर?', language: 'hi' }]);
  });

  it('a suggestion chip shows Hindi and asks the example question the assistant is built for', async () => {
    const posts = fakeApi({ chatFails: false });
    await changeLanguage('hi');
    renderPage(true);
    await screen.findByText('Stations in Pune?');
    fireEvent.click(screen.getByRole('button', { name: 'मुंबई के चार्जिंग स्टेशन दिखाएँ' }));
    await waitFor(() => expect(posts).toEqual([{ query: ASSISTANT_EXAMPLE_QUESTIONS[1], language: 'hi' }]));
    // The reply settles: the history is refetched and the Thinking bubble goes.
    await waitFor(() => expect(screen.queryByTestId('chat-thinking')).toBeNull());
  });

  it('signed out, asks to log in, in Hindi, and switches back to the exact English', async () => {
    fakeApi({ chatFails: false });
    await changeLanguage('hi');
    renderPage(false);
    expect(screen.getByText('लॉगिन ज़रूरी है')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'लॉगिन करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'रजिस्टर करें' })).toBeTruthy();
    await act(() => changeLanguage('en'));
    expect(screen.getByText('Authentication Required')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('AI Assistant');
  });
});
