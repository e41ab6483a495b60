import type { CardProvider } from '../payments';

/**
 * The app's own card provider (the sandbox, speaking the real protocol) with some of its calls
 * replaced, so a test can make the provider refuse, fail or lose an answer: the fault stays at the
 * edge, and every call not replaced goes to the sandbox as it would.
 */
export function cardProviderWith(replace: (real: CardProvider) => Partial<Omit<CardProvider, 'baseUrl'>>) {
  return (real: CardProvider): CardProvider => ({
    get baseUrl() {
      return real.baseUrl;
    },
    createMerchantSessionKey: () => real.createMerchantSessionKey(),
    createCardIdentifier: (key, request) => real.createCardIdentifier(key, request),
    createTransaction: (request) => real.createTransaction(request),
    completeChallenge: (id, cRes, session) => real.completeChallenge(id, cRes, session),
    getTransaction: (id) => real.getTransaction(id),
    refund: (request) => real.refund(request),
    lookupTransaction: (vendorTxCode) => real.lookupTransaction(vendorTxCode),
    ...replace(real),
  });
}
