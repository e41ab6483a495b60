import { catalogueFactory } from './catalogue-factory';
import { createTestContext } from './harness';

/**
 * A test context on the site data (settings, menus, demo accounts) with a catalogue factory that
 * has made its basics: for tests that build their own parks, grades and prices.
 */
export async function catalogueContext(...args: Parameters<typeof createTestContext>) {
  const ctx = await createTestContext(...args);
  const make = catalogueFactory(ctx.db);
  await make.basics();
  return { ctx, make };
}
