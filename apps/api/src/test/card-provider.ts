import { type CardProvider, CardProviderUnavailableError } from '../payments';

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

/** How the next refund goes wrong: refused by the issuer, or taken and its answer lost (a crash, a timeout). */
export type RefundFault = 'refuse' | 'lose-answer';

/**
 * A card provider whose refunds a test can make go wrong, once each time it asks:
 * `provider.failNextRefund('refuse')` before the refund; `provider.withRefunds` is the context's
 * card provider.
 */
export function refundsWithFaults() {
  let next: RefundFault | undefined;
  return {
    failNextRefund(fault: RefundFault) {
      next = fault;
    },
    withRefunds: cardProviderWith((real) => ({
      async refund(request) {
        const fault = next;
        next = undefined;
        if (fault === 'refuse') {
          return {
            kind: 'error',
            statusCode: '1009',
            statusDetail: 'The card issuer refused the refund',
            httpStatus: 422,
          };
        }
        const result = await real.refund(request);
        if (fault === 'lose-answer')
          throw new CardProviderUnavailableError('The card processor did not answer');
        return result;
      },
    })),
  };
}
