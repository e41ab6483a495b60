import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { sessionStore } from '../lib/storage';

// Screens and popups load as lazy chunks; on a busy CI machine that can outlast the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.reload();
});
