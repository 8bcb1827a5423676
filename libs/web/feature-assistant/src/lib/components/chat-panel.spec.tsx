import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ASSISTANT_EXAMPLE_QUESTIONS } from '@chargesetu/shared/contracts';
import { makeStore, signedIn } from '@chargesetu/web/data-access';
import { UiProvider } from '@chargesetu/web/ui';
import { ChatPanel } from './chat-panel';

/** The assistant behind the stubbed fetch: an empty history, and every POST recorded. */
function fakeApi() {
  const posts: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status });
    if (url === '/api/assistant/history') return json([]);
    if (url === '/api/assistant/chat' && init.method === 'POST') {
      posts.push(String(init.body));
      return json({ response: 'Hello', timestamp: new Date().toISOString() });
    }
    return json({ message: `No stub for ${url}` }, 404);
  });
  return posts;
}

function setOnline(online: boolean) {
  act(() => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window.navigator as { onLine?: boolean }).onLine;
});

describe('ChatPanel offline (docs/product.md §2.19)', () => {
  it('Send and the examples are off and say they need a connection; Enter sends nothing; online it sends', async () => {
    const posts = fakeApi();
    const store = makeStore({ verifySession: false });
    store.dispatch(
      signedIn({
        token: 't',
        user: { id: 9, username: 'asha', name: 'Asha', email: 'a@x.in', role: 'user' },
      }),
    );
    render(
      <Provider store={store}>
        <UiProvider>
          <ChatPanel />
        </UiProvider>
      </Provider>,
    );
    const box = screen.getByRole('textbox', { name: 'Message the assistant' });
    fireEvent.change(box, { target: { value: 'Cheapest charger in Pune?' } });

    setOnline(false);
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(send.getAttribute('aria-describedby')).toBe('assistant-offline');
    expect(document.getElementById('assistant-offline')?.textContent).toBe(
      'You’re offline — this needs a connection',
    );
    const example = screen.getByRole('button', { name: ASSISTANT_EXAMPLE_QUESTIONS[0] });
    expect(example.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(example);
    fireEvent.keyDown(box, { key: 'Enter' });
    // The question stays typed, and nothing went to the server.
    expect((box as HTMLTextAreaElement).value).toBe('Cheapest charger in Pune?');
    expect(posts).toEqual([]);

    setOnline(true);
    expect(document.getElementById('assistant-offline')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(JSON.parse(posts[0])).toEqual({ query: 'Cheapest charger in Pune?', language: 'en' });
  });
});
