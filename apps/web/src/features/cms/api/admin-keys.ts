import { cmsKeys } from './keys';

/**
 * The back office's query keys (admins), apart from keys.ts: the home page's script carries that
 * file, and it is within a few bytes of its budget.
 */
export const cmsAdminKeys = {
  /** The back office's copy of menus 4, 5 and 6. */
  menus: () => [...cmsKeys.all, 'admin-menus'] as const,
};
