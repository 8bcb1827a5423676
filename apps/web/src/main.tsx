import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { selectIsSignedIn, startScreenReads } from '@chargesetu/web/data-access';
import { initI18n } from '@chargesetu/web/i18n';
import { App } from './app/app';
import { firstScreenReads } from './app/first-screen-reads';
import { prefetchOnIntent, prefetchPath } from './app/prefetch';
import { createAppRouter } from './app/router';
import { store } from './app/store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first screen is drawn in the visitor's language with its page (and, inside the frame, the frame): the
// route's chunks load together with the language's rather than after it, and the screen is drawn once, whole.
// Other pages' chunks load when a link to them is pointed at, touched or focused.
const firstRoute = prefetchPath(window.location.pathname);
// i18next takes the language at once (its strings load after), so the reads below ask in it.
const language = initI18n();
// The first screen's reads start now, with its chunks, rather than once it is drawn.
startScreenReads(store.dispatch, firstScreenReads(window.location, selectIsSignedIn(store.getState())));
prefetchOnIntent();

void Promise.all([language, firstRoute]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  ),
);
