import { lazy } from 'react';

// Each page is its own chunk, loaded when its route is first visited.
export const AssistantPage = lazy(() => import('./lib/pages/assistant-page'));
