import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { UiProvider } from '@chargesetu/web/ui';
import { createAppRouter } from './router';
import { store } from './store';

const router = createAppRouter();

/** The shell: store, theme, router. Nothing feature-specific lives here. */
export function App() {
  return (
    <Provider store={store}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>
  );
}
