import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { useTranslation } from '@chargesetu/web/i18n';
import { LanguageSync, UiProvider } from '@chargesetu/web/ui';
import { store } from './store';

/**
 * The shell: store, theme, router (created by main.tsx once the first route's chunks are there). Nothing
 * feature-specific lives here. A language switch redraws every screen from the router down (keyed by
 * language), so no text or formatted number stays in the old one.
 */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  const { i18n } = useTranslation();
  return (
    <Provider store={store}>
      <UiProvider>
        <LanguageSync />
        <RouterProvider key={i18n.language} router={router} />
      </UiProvider>
    </Provider>
  );
}
