import type {
  TBillingAddress,
  TCardIdentifierRequest,
  TCardIdentifierResponse,
  TMerchantSessionKeyResponse,
  TProtocolError,
  TStrongCustomerAuthentication,
} from './opayo-pi.protocol';

/** A payment as our booking code asks for it: the card was turned into an identifier by the browser. */
export type CardPaymentRequest = {
  merchantSessionKey: string;
  cardIdentifier: string;
  /** Our unique reference, at most 40 characters: the provider refuses a second use. */
  vendorTxCode: string;
  /** Pence. */
  amount: number;
  description: string;
  customerFirstName: string;
  customerLastName: string;
  customerEmail?: string;
  billingAddress: TBillingAddress;
  /** Online payments (Ecommerce, the default) carry the shopper's browser for 3-D Secure. */
  strongCustomerAuthentication?: TStrongCustomerAuthentication;
  /**
   * 'TelephoneOrder': staff keyed the card for the guest on the phone. Sent without 3-D Secure
   * (apply3DSecure 'Disable'), as mail and telephone orders are outside strong authentication.
   */
  entryMethod?: 'Ecommerce' | 'TelephoneOrder';
};

export type CardRefundRequest = {
  referenceTransactionId: string;
  /** Pence. */
  amount: number;
  vendorTxCode: string;
  description: string;
};

/**
 * What the provider said. `authorised`: the money is taken (0000). `declined`: the bank said no
 * (2000). `challenge`: send the shopper to `acsUrl` with `cReq`, then call `completeChallenge`.
 * `rejected`: 3-D Secure failed or a rule refused it (e.g. 4026). `error`: the request was refused
 * (`errors` says why, `httpStatus` is set).
 */
export type CardTransactionResult = {
  kind: 'authorised' | 'declined' | 'challenge' | 'rejected' | 'error';
  transactionId?: string;
  statusCode: string;
  statusDetail: string;
  acsUrl?: string;
  cReq?: string;
  transactionType?: 'Payment' | 'Refund';
  amount?: number;
  bankAuthorisationCode?: string;
  retrievalReference?: number;
  card?: { cardType: string; lastFourDigits: string; expiryDate: string };
  threeDSecureStatus?: string;
  httpStatus?: number;
  errors?: TProtocolError[];
};

/**
 * What the provider knows of one of our transactions, found by the vendorTxCode we gave it: the
 * answer reconciliation needs when ours was lost. `found: false` means the provider never took it.
 */
export type CardTransactionLookup =
  | { found: false }
  | {
      found: true;
      kind: CardTransactionResult['kind'];
      transactionId: string;
      transactionType: 'Payment' | 'Refund';
      /** Pence. */
      amount: number;
      statusDetail: string;
    };

/** One interface, two implementations: Opayo Pi and the built-in sandbox that speaks its protocol. */
export interface CardProvider {
  /** The provider's base URL: the browser posts card details to `${baseUrl}/card-identifiers`. */
  readonly baseUrl: string;
  createMerchantSessionKey(): Promise<TMerchantSessionKeyResponse>;
  /** What the browser does in production; here for tests and tools. */
  createCardIdentifier(
    merchantSessionKey: string,
    request: TCardIdentifierRequest,
  ): Promise<TCardIdentifierResponse>;
  createTransaction(request: CardPaymentRequest): Promise<CardTransactionResult>;
  completeChallenge(
    transactionId: string,
    cRes: string,
    threeDSSessionData?: string,
  ): Promise<CardTransactionResult>;
  getTransaction(transactionId: string): Promise<CardTransactionResult>;
  refund(request: CardRefundRequest): Promise<CardTransactionResult>;
  /** Opayo's Reporting and Admin API `getTransactionDetail`, by our vendorTxCode. */
  lookupTransaction(vendorTxCode: string): Promise<CardTransactionLookup>;
}

/**
 * Thrown when the provider could not be reached or failed on its side (network, timeout, 5xx): the
 * outcome of the request is unknown, so the caller must not assume a payment failed.
 */
export class CardProviderUnavailableError extends Error {
  constructor(
    message: string,
    readonly httpStatus?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
