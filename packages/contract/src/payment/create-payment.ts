import { z } from 'zod';

export const PAYMENT_TYPES = ['Initial', 'Deposit', 'Activity', 'Additional', 'Invoice'] as const;
export type TPaymentType = (typeof PAYMENT_TYPES)[number];

/** A detail the card provider needs (a key, the card holder's name and address): required, trimmed. */
export const ZCardDetail = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

/** POST api/payments (with an Idempotency-Key header). Card numbers never come here. */
export const ZPaymentRequest = z.object({
  merchantSessionKey: ZCardDetail('merchantSessionKey', 100),
  cardIdentifier: ZCardDetail('cardIdentifier', 100),
  type: z.enum(PAYMENT_TYPES, { error: 'type must be a known payment type' }),
  bookingNumber: z.string().max(20).optional(),
  activityBookingNo: z.string().max(30).optional(),
  customerNo: z.string().max(20).optional(),
  entryNumber: z.union([z.string(), z.number()]).optional(),
  /** Only for free-amount payments (Additional, Invoice); options' amounts come from the server. */
  /** Read with `poundsToPence`: anything else is refused, naming the field, with what may be paid. */
  amount: z.union([z.number(), z.string().max(20)]).optional(),
  /**
   * The guest agrees to the booking terms shown above the pay button: a stay not yet confirmed is
   * only paid for with true (400 TERMS_NOT_AGREED naming this field otherwise).
   */
  termsAgreed: z.boolean({ error: 'termsAgreed must be true or false' }).optional(),
  /**
   * The version of the booking terms the guest read (0: the standard terms of a holiday type with
   * none yet). Terms saved since are refused with 409 TERMS_CHANGED, so a stay is never agreed to
   * terms the guest did not see.
   */
  termsVersion: z
    .number({ error: 'termsVersion must be a whole number' })
    .int('termsVersion must be a whole number')
    .min(0, 'termsVersion cannot be below 0')
    .optional(),
  customerFirstName: ZCardDetail('First name', 50),
  customerLastName: ZCardDetail('Surname', 50),
  address1: ZCardDetail('Address', 100),
  city: ZCardDetail('City', 60),
  postalCode: ZCardDetail('Post code', 10),
  country: z.string().length(2, 'country must be a two-letter code').optional().default('GB'),
  browserJavascriptEnabled: z.boolean().optional().default(true),
  browserLanguage: z.string().max(20).optional().default('en-GB'),
  browserColorDepth: z.union([z.number(), z.string()]).optional(),
  browserScreenHeight: z.union([z.number(), z.string()]).optional(),
  browserScreenWidth: z.union([z.number(), z.string()]).optional(),
  browserTZ: z.union([z.number(), z.string()]).optional(),
  browserUserAgent: z.string().max(500).optional(),
  challengeWindowSize: z.string().max(20).optional().default('FullScreen'),
  transType: z.string().max(40).optional().default('GoodsAndServicePurchase'),
  website: z.string().max(200).optional(),
});
export type TPaymentRequest = z.input<typeof ZPaymentRequest>;

export const ZPaymentResponse = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  data: z.object({
    payment_id: z.number().int(),
    sagepay_response: z.object({
      statusCode: z.string(),
      statusDetail: z.string(),
      transactionId: z.string().optional(),
      status: z.string().optional(),
      acsUrl: z.string().optional(),
      cReq: z.string().optional(),
    }),
  }),
});
export type TPaymentResponse = z.infer<typeof ZPaymentResponse>;

export const PAYMENT_FAILED_MESSAGE =
  'Error submitting payment. Please ensure your card details are valid and try again';
export const CARD_PROCESSOR_UNREACHABLE_MESSAGE =
  'We could not reach the card processor. Please try again in a moment.';
export const MISSING_CARD_FIELDS_MESSAGE = 'Missing required fields';
export const paymentNotConfirmedMessage = (phone: string) =>
  `Payment not confirmed, please try again or contact us on ${phone}.`;
export const CHALLENGE_IFRAME_HEIGHT = 400;
