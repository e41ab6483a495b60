import { type CardSandboxOptions, cardSandboxRoutes } from '../payments';
import { createTestContext } from './harness';

/** The Reporting and Admin API user the sandbox below accepts. */
export const SANDBOX_REPORTING = { user: 'reporter', password: 'reporting-secret' };

/**
 * A test context whose card provider is Opayo at an address where nothing answers, and a card
 * sandbox of its own mounted at /api/v1: the app's own sandbox is left out, so a test of the
 * sandbox or of the Opayo client can give it its own keys (and a clock).
 */
export async function ownCardSandboxContext(
  sandbox: Pick<
    CardSandboxOptions,
    'integrationKey' | 'integrationPassword' | 'vendorName' | 'publicUrl' | 'now'
  >,
) {
  const ctx = await createTestContext({
    CARD_PROVIDER: 'opayo',
    OPAYO_INTEGRATION_KEY: sandbox.integrationKey,
    OPAYO_INTEGRATION_PASSWORD: sandbox.integrationPassword,
    OPAYO_BASE_URL: 'http://127.0.0.1:9/api/v1',
  });
  await ctx.app.register(cardSandboxRoutes, {
    prefix: '/api/v1',
    db: ctx.db,
    reportingUser: SANDBOX_REPORTING.user,
    reportingPassword: SANDBOX_REPORTING.password,
    ...sandbox,
  });
  return ctx;
}
