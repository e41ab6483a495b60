export * from './card-provider';
export { SANDBOX_CARDHOLDER_NAMES, SANDBOX_TEST_CARDS } from './card-sandbox.cards';
export { type CardSandboxOptions, cardSandboxRoutes } from './card-sandbox.routes';
export * from './create-card-provider';
export { injectFetch } from './inject-fetch';
export { type FetchLike, OpayoPiClient, OpayoPiRequestError } from './opayo-pi.client';
