import { z } from 'zod';

/**
 * The parts of the Opayo Pi REST protocol (v1) that we use, as one set of schemas: the sandbox
 * validates requests with them and the client builds its requests from their types.
 */

export const ZMerchantSessionKeyRequest = z.object({ vendorName: z.string().min(1).max(40) });
export type TMerchantSessionKeyRequest = z.infer<typeof ZMerchantSessionKeyRequest>;
export type TMerchantSessionKeyResponse = { merchantSessionKey: string; expiry: string };

export const ZCardIdentifierRequest = z.object({
  cardDetails: z.object({
    cardholderName: z.string().min(1).max(45),
    cardNumber: z.string().min(1).max(23),
    /** MMYY */
    expiryDate: z.string().length(4),
    securityCode: z.string().max(4).optional(),
  }),
});
export type TCardIdentifierRequest = z.infer<typeof ZCardIdentifierRequest>;
export type TCardIdentifierResponse = { cardIdentifier: string; expiry: string; cardType: string };

export const ZBillingAddress = z.object({
  address1: z.string().min(1).max(50),
  address2: z.string().max(50).optional(),
  city: z.string().min(1).max(40),
  postalCode: z.string().max(10).optional(),
  country: z.string().length(2),
});

export const CHALLENGE_WINDOW_SIZES = ['Small', 'Medium', 'Large', 'ExtraLarge', 'FullScreen'] as const;

export const ZStrongCustomerAuthentication = z.object({
  notificationURL: z.url({ protocol: /^https?$/ }).max(256),
  browserIP: z.string().min(1).max(39),
  browserAcceptHeader: z.string().min(1).max(2048),
  browserJavascriptEnabled: z.boolean(),
  browserJavaEnabled: z.boolean().optional(),
  browserLanguage: z.string().min(1).max(8).optional(),
  browserColorDepth: z.string().max(2).optional(),
  browserScreenHeight: z.string().max(6).optional(),
  browserScreenWidth: z.string().max(6).optional(),
  browserTZ: z.string().max(5).optional(),
  browserUserAgent: z.string().min(1).max(2048),
  challengeWindowSize: z.enum(CHALLENGE_WINDOW_SIZES),
  transType: z.literal('GoodsAndServicePurchase'),
  threeDSRequestorAuthenticationInfo: z
    .object({
      threeDSReqAuthData: z.string().max(20000).optional(),
      threeDSReqAuthMethod: z.string().max(40).optional(),
      threeDSReqAuthTimestamp: z.string().max(12).optional(),
    })
    .optional(),
  threeDSRequestorChallengeInd: z.string().max(2).optional(),
  website: z.string().max(100).optional(),
});
export type TStrongCustomerAuthentication = z.infer<typeof ZStrongCustomerAuthentication>;
export type TBillingAddress = z.infer<typeof ZBillingAddress>;

export const ENTRY_METHODS = ['Ecommerce', 'MailOrder', 'TelephoneOrder'] as const;

const vendorTxCode = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9{}._-]+$/);

export const ZPaymentRequest = z.object({
  transactionType: z.literal('Payment'),
  paymentMethod: z.object({
    card: z.object({
      merchantSessionKey: z.string().min(1).max(36),
      cardIdentifier: z.string().min(1).max(36),
    }),
  }),
  vendorTxCode,
  /** Pence. */
  amount: z.number().int().min(1).max(100_000_000),
  currency: z.literal('GBP'),
  description: z.string().min(1).max(100),
  customerFirstName: z.string().min(1).max(20),
  customerLastName: z.string().min(1).max(20),
  customerEmail: z.string().max(80).optional(),
  billingAddress: ZBillingAddress,
  /** Ecommerce: the shopper on the site. MailOrder/TelephoneOrder: staff keyed the card (no SCA). */
  entryMethod: z.enum(ENTRY_METHODS).optional(),
  apply3DSecure: z.enum(['UseMSPSetting', 'Force', 'Disable', 'ForceIgnoringRules']).optional(),
  /** Required for an Ecommerce payment; mail and telephone orders are outside strong authentication. */
  strongCustomerAuthentication: ZStrongCustomerAuthentication.optional(),
});
export type TPaymentRequest = z.infer<typeof ZPaymentRequest>;

export const ZRefundRequest = z.object({
  transactionType: z.literal('Refund'),
  referenceTransactionId: z.string().min(1).max(36),
  vendorTxCode,
  amount: z.number().int().min(1).max(100_000_000),
  description: z.string().min(1).max(100),
});
export type TRefundRequest = z.infer<typeof ZRefundRequest>;

export const ZTransactionRequest = z.discriminatedUnion('transactionType', [ZPaymentRequest, ZRefundRequest]);

export const ZChallengeCompletionRequest = z.object({
  cRes: z.string().min(1).max(10_000),
  threeDSSessionData: z.string().max(1024).optional(),
});
export type TChallengeCompletionRequest = z.infer<typeof ZChallengeCompletionRequest>;

export type TTransactionStatus =
  | 'Ok'
  | 'NotAuthed'
  | 'Rejected'
  | '3DAuth'
  | 'Malformed'
  | 'Invalid'
  | 'Error';

/** A transaction as Opayo Pi answers it (201, 202 for a challenge, 200 for a read). */
export type TTransactionResponse = {
  transactionId: string;
  transactionType?: 'Payment' | 'Refund';
  status: TTransactionStatus;
  statusCode: string;
  statusDetail: string;
  retrievalReference?: number;
  bankResponseCode?: string;
  bankAuthorisationCode?: string;
  paymentMethod?: { card: { cardType: string; lastFourDigits: string; expiryDate: string } };
  amount?: { totalAmount: number; saleAmount: number; surchargeAmount: number };
  currency?: string;
  '3DSecure'?: { status: string };
  acsUrl?: string;
  cReq?: string;
};

/** One problem with a request: 422 answers carry a list of them, other failures a single one. */
export type TProtocolError = { code: number; description: string; property?: string; clientMessage?: string };
export type TProtocolErrors = { errors: TProtocolError[] };

/** The 3-D Secure v2 challenge messages, base64url JSON as EMVCo defines them (the fields we use). */
export type TChallengeRequestMessage = {
  threeDSServerTransID: string;
  acsTransID: string;
  challengeWindowSize: string;
  messageType: 'CReq';
  messageVersion: string;
};
export type TChallengeResultMessage = {
  threeDSServerTransID: string;
  acsTransID: string;
  challengeCompletionInd: 'Y';
  messageType: 'CRes';
  messageVersion: string;
  transStatus: 'Y' | 'N';
};

export const encodeMessage = (message: object) => Buffer.from(JSON.stringify(message)).toString('base64url');

export function decodeMessage<T>(encoded: string): T | undefined {
  try {
    const value = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}
