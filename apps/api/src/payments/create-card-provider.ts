import type { CardProvider } from './card-provider';
import { type FetchLike, OpayoPiClient } from './opayo-pi.client';

/** The settings the factory reads; the API's Config has them. */
export type CardProviderConfig = {
  PUBLIC_URL: string;
  CARD_PROVIDER: 'sandbox' | 'opayo';
  OPAYO_BASE_URL?: string;
  OPAYO_INTEGRATION_KEY: string;
  OPAYO_INTEGRATION_PASSWORD: string;
  OPAYO_VENDOR_NAME: string;
  OPAYO_TIMEOUT_MS?: number;
  /** The Reporting and Admin API's address; defaults from OPAYO_BASE_URL. */
  OPAYO_REPORTING_URL?: string;
  OPAYO_REPORTING_USER?: string;
  OPAYO_REPORTING_PASSWORD?: string;
};

export const OPAYO_TEST_BASE_URL = 'https://sandbox.opayo.eu.elavon.com/api/v1';

/** The base URL the provider is reached at: the sandbox is this API's own `/api/v1`. */
export function cardProviderBaseUrl(config: CardProviderConfig) {
  if (config.CARD_PROVIDER === 'sandbox') {
    return config.OPAYO_BASE_URL ?? `${config.PUBLIC_URL.replace(/\/$/, '')}/api/v1`;
  }
  return config.OPAYO_BASE_URL ?? OPAYO_TEST_BASE_URL;
}

/**
 * Where the Reporting and Admin API answers: beside Opayo Pi at /access/access.htm, and in the
 * sandbox at its own `/api/v1/access`.
 */
export function cardReportingUrl(config: CardProviderConfig) {
  if (config.OPAYO_REPORTING_URL) return config.OPAYO_REPORTING_URL;
  const base = cardProviderBaseUrl(config);
  return config.CARD_PROVIDER === 'sandbox'
    ? `${base}/access`
    : base.replace(/\/api\/v1$/, '/access/access.htm');
}

/**
 * The provider for these settings. Both are the one Opayo Pi client; only the address differs.
 * `fetch` replaces the network (tests pass `injectFetch(app)` to reach the sandbox without listening).
 */
export function createCardProvider(
  config: CardProviderConfig,
  options: { fetch?: FetchLike } = {},
): CardProvider {
  return new OpayoPiClient(
    cardProviderBaseUrl(config),
    config.OPAYO_INTEGRATION_KEY,
    config.OPAYO_INTEGRATION_PASSWORD,
    config.OPAYO_VENDOR_NAME,
    {
      fetch: options.fetch,
      timeoutMs: config.OPAYO_TIMEOUT_MS,
      ...(config.OPAYO_REPORTING_USER && config.OPAYO_REPORTING_PASSWORD
        ? {
            reporting: {
              url: cardReportingUrl(config),
              user: config.OPAYO_REPORTING_USER,
              password: config.OPAYO_REPORTING_PASSWORD,
            },
          }
        : {}),
    },
  );
}
