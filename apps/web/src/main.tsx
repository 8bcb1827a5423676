import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@chargesetu/web/i18n';
import { App } from './app/app';
import { prefetchOnIntent, prefetchPath } from './app/prefetch';
import { createAppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first screen is drawn in the visitor's language with its page (and, inside the frame, the frame): the
// route's chunks load together with the language's rather than after it, and the screen is drawn once, whole.
// Other pages' chunks load when a link to them is pointed at, touched or focused.
const firstRoute = prefetchPath(window.location.pathname);
prefetchOnIntent();

void Promise.all([initI18n(), firstRoute]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  ),
);
