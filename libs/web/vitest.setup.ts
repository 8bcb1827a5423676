// Runs before every web unit test file.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy pages are real dynamic imports: on a busy 2-core CI machine the first one can take seconds.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
