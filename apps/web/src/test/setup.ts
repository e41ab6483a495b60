import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { sessionStore } from '../lib/storage';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.reload();
});
