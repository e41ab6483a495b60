import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { NewSandboxTransactionRow, SandboxTransactionRow } from '../db/schema';
import { checkCard } from './card-sandbox.cards';
import { CardSandboxRepository } from './card-sandbox.repository';
import { REPORTING_NOT_FOUND, REPORTING_STATES, reportingFields, reportingRequest } from './opayo-pi.client';
import {
  decodeMessage,
  encodeMessage,
  type TCardIdentifierResponse,
  type TChallengeRequestMessage,
  type TChallengeResultMessage,
  type TMerchantSessionKeyResponse,
  type TProtocolError,
  type TTransactionResponse,
  ZCardIdentifierRequest,
  ZChallengeCompletionRequest,
  ZMerchantSessionKeyRequest,
  type ZPaymentRequest,
  type ZRefundRequest,
  ZTransactionRequest,
} from './opayo-pi.protocol';

/** How long a merchant session key (and the card identifier it makes) lives. */
export const SESSION_KEY_SECONDS = 400;
const MESSAGE_VERSION = '2.1.0';
const TEST_AUTHORISATION_CODE = '999777';

/** A failure answered in Opayo's shapes: `{code, description}`, or 422 `{errors: [...]}`. */
export class SandboxError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: TProtocolError | { errors: TProtocolError[] },
  ) {
    super('description' in body ? body.description : (body.errors[0]?.description ?? 'Invalid request'));
  }
}

const authenticationMissing = () =>
  new SandboxError(401, { code: 1001, description: 'Authentication values are missing' });
const authenticationFailed = () =>
  new SandboxError(401, { code: 1002, description: 'Authentication failed' });
const unprocessable = (...errors: TProtocolError[]) => new SandboxError(422, { errors });
const transactionNotFound = () => new SandboxError(404, { code: 1012, description: 'Transaction not found' });

/** Zod's issues in Opayo's error vocabulary: missing field, invalid length, invalid characters, invalid value. */
function protocolErrors(error: z.ZodError): TProtocolError[] {
  return error.issues.map((issue) => {
    const property = issue.path.join('.') || undefined;
    const input = (issue as { input?: unknown }).input;
    if ((issue.code === 'invalid_type' || issue.code === 'invalid_union') && input === undefined) {
      return { code: 1003, description: 'Missing mandatory field', property };
    }
    if ((issue.code === 'too_big' || issue.code === 'too_small') && issue.origin === 'string') {
      return { code: 1004, description: 'Invalid length', property };
    }
    if (issue.code === 'invalid_format')
      return { code: 1005, description: 'Contains invalid characters', property };
    return { code: 1009, description: 'Contains invalid value', property };
  });
}

function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body, { reportInput: true });
  if (!parsed.success) throw unprocessable(...protocolErrors(parsed.error));
  return parsed.data;
}

const digest = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));
const newId = () => randomUUID().toUpperCase();

export type CardSandboxSettings = {
  integrationKey: string;
  integrationPassword: string;
  vendorName: string;
  reportingUser: string;
  reportingPassword: string;
  /** Where the shopper's browser reaches the ACS page, e.g. https://site.example/api/v1/acs. */
  acsUrl: () => string;
  now?: () => Date;
};

/** The rules of the built-in card sandbox: the Opayo Pi protocol, with Opayo's test cards. */
export class CardSandboxService {
  private readonly now: () => Date;

  constructor(
    private readonly repository: CardSandboxRepository,
    private readonly settings: CardSandboxSettings,
  ) {
    this.now = settings.now ?? (() => new Date());
  }

  /** Basic auth with the integration key and password; throws 401 otherwise. */
  checkIntegrationCredentials(authorization: string | undefined) {
    if (!authorization) throw authenticationMissing();
    const match = /^Basic\s+([A-Za-z0-9+/=]{1,1024})$/i.exec(authorization);
    if (!match?.[1]) throw authenticationFailed();
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const key = colon >= 0 ? decoded.slice(0, colon) : decoded;
    const password = colon >= 0 ? decoded.slice(colon + 1) : '';
    const keyOk = sameSecret(key, this.settings.integrationKey);
    const passwordOk = sameSecret(password, this.settings.integrationPassword);
    if (!keyOk || !passwordOk) throw authenticationFailed();
  }

  async createMerchantSessionKey(body: unknown): Promise<TMerchantSessionKeyResponse> {
    const { vendorName } = parse(ZMerchantSessionKeyRequest, body);
    if (vendorName !== this.settings.vendorName) {
      throw unprocessable({ code: 1009, description: 'Contains invalid value', property: 'vendorName' });
    }
    const now = this.now();
    const expiresAt = new Date(now.getTime() + SESSION_KEY_SECONDS * 1000);
    const merchantSessionKey = newId();
    await this.repository.insertSessionKey({ merchantSessionKey, vendorName, createdAt: now, expiresAt });
    return { merchantSessionKey, expiry: expiresAt.toISOString() };
  }

  /** Bearer merchant session key: a live key makes one card identifier, then it is spent. */
  async createCardIdentifier(
    authorization: string | undefined,
    body: unknown,
  ): Promise<TCardIdentifierResponse> {
    if (!authorization) throw authenticationMissing();
    const bearer = /^Bearer\s+(\S{1,64})$/i.exec(authorization)?.[1];
    if (!bearer) throw authenticationFailed();
    const { cardDetails } = parse(ZCardIdentifierRequest, body);
    const now = this.now();
    const card = checkCard(cardDetails, now);
    if (!card.ok) throw unprocessable(...card.errors);
    const key = await this.repository.useSessionKey(bearer, now);
    if (!key) throw authenticationFailed();
    const cardIdentifier = newId();
    await this.repository.insertCardIdentifier({
      cardIdentifier,
      merchantSessionKey: key.merchantSessionKey,
      cardholderName: cardDetails.cardholderName.trim(),
      cardType: card.cardType,
      lastFourDigits: card.lastFourDigits,
      expiryDate: cardDetails.expiryDate,
      challenge: card.challenge,
      decline: card.decline,
      createdAt: now,
      expiresAt: key.expiresAt,
    });
    return { cardIdentifier, expiry: key.expiresAt.toISOString(), cardType: card.cardType };
  }

  /** A payment or a refund; answers the HTTP status (201, or 202 for a challenge) with the body. */
  async createTransaction(body: unknown): Promise<{ statusCode: 201 | 202; body: TTransactionResponse }> {
    const request = parse(ZTransactionRequest, body);
    if (request.transactionType === 'Refund') return { statusCode: 201, body: await this.refund(request) };
    return this.pay(request);
  }

  private async pay(request: z.infer<typeof ZPaymentRequest>) {
    const now = this.now();
    const sca = request.strongCustomerAuthentication;
    // Mail and telephone orders are keyed by the merchant: outside strong authentication, never
    // challenged. Every other payment must carry the shopper's browser details.
    const keyedByMerchant = request.entryMethod === 'MailOrder' || request.entryMethod === 'TelephoneOrder';
    if (!sca && !keyedByMerchant) {
      throw unprocessable({
        code: 1003,
        description: 'Missing mandatory field',
        property: 'strongCustomerAuthentication',
      });
    }
    const transactionId = newId();
    const row = await this.repository.insertPayment(
      request.paymentMethod.card,
      (card): NewSandboxTransactionRow => {
        const base = {
          transactionId,
          vendorName: this.settings.vendorName,
          vendorTxCode: request.vendorTxCode,
          transactionType: 'Payment' as const,
          amount: request.amount,
          currency: request.currency,
          description: request.description,
          cardType: card.cardType,
          lastFourDigits: card.lastFourDigits,
          expiryDate: card.expiryDate,
          decline: card.decline,
          retrievalReference: randomInt(10_000_000, 99_999_999),
          createdAt: now,
          updatedAt: now,
        };
        if (sca && card.challenge && !keyedByMerchant && request.apply3DSecure !== 'Disable') {
          return {
            ...base,
            status: '3DAuth',
            statusCode: '2021',
            statusDetail: 'Please redirect your customer to the ACSURL to complete the 3DS Transaction',
            acsTransId: randomUUID(),
            notificationUrl: sca.notificationURL,
          };
        }
        return { ...base, ...this.outcome(card.decline, 'Authenticated') };
      },
      now,
    );
    if (row === 'card') {
      throw unprocessable({
        code: 1011,
        description: 'The card identifier or merchant session key is invalid, expired or already used',
        property: 'paymentMethod.card',
      });
    }
    if (row === 'duplicate') throw duplicateVendorTxCode();
    if (row.status !== '3DAuth') return { statusCode: 201 as const, body: toResponse(row) };
    const cReq: TChallengeRequestMessage = {
      threeDSServerTransID: row.transactionId,
      acsTransID: row.acsTransId!,
      challengeWindowSize: challengeWindowCode(sca?.challengeWindowSize ?? 'FullScreen'),
      messageType: 'CReq',
      messageVersion: MESSAGE_VERSION,
    };
    return {
      statusCode: 202 as const,
      body: { ...toResponse(row), acsUrl: this.settings.acsUrl(), cReq: encodeMessage(cReq) },
    };
  }

  private outcome(decline: boolean, threeDSecureStatus: string) {
    return decline
      ? {
          status: 'NotAuthed' as const,
          statusCode: '2000',
          statusDetail: 'The Authorisation was Declined by the bank.',
          bankAuthorisationCode: null,
          threeDSecureStatus,
        }
      : {
          status: 'Ok' as const,
          statusCode: '0000',
          statusDetail: 'The Authorisation was Successful.',
          bankAuthorisationCode: TEST_AUTHORISATION_CODE,
          threeDSecureStatus,
        };
  }

  private async refund(request: z.infer<typeof ZRefundRequest>): Promise<TTransactionResponse> {
    const now = this.now();
    const row = await this.repository.insertRefund(
      this.settings.vendorName,
      request.referenceTransactionId,
      request.amount,
      (payment) => ({
        transactionId: newId(),
        vendorName: this.settings.vendorName,
        vendorTxCode: request.vendorTxCode,
        transactionType: 'Refund',
        referenceTransactionId: payment.transactionId,
        amount: request.amount,
        currency: payment.currency,
        description: request.description,
        status: 'Ok',
        statusCode: '0000',
        statusDetail: 'The Refund was Successful.',
        cardType: payment.cardType,
        lastFourDigits: payment.lastFourDigits,
        expiryDate: payment.expiryDate,
        retrievalReference: randomInt(10_000_000, 99_999_999),
        bankAuthorisationCode: TEST_AUTHORISATION_CODE,
        createdAt: now,
        updatedAt: now,
      }),
    );
    if (row === 'reference') {
      throw unprocessable({
        code: 1009,
        description: 'Contains invalid value',
        property: 'referenceTransactionId',
        clientMessage: 'The referenced transaction is not a successful payment',
      });
    }
    if (row === 'amount') {
      throw unprocessable({
        code: 1009,
        description: 'Contains invalid value',
        property: 'amount',
        clientMessage: 'The amount is more than is left to refund on the payment',
      });
    }
    if (row === 'duplicate') throw duplicateVendorTxCode();
    return toResponse(row);
  }

  /** Completes a challenged payment with the ACS's cRes: passed → the card's outcome, failed → 4026. */
  async completeChallenge(transactionId: string, body: unknown): Promise<TTransactionResponse> {
    const { cRes } = parse(ZChallengeCompletionRequest, body);
    const transaction = await this.repository.findTransaction(this.settings.vendorName, transactionId);
    if (!transaction) throw transactionNotFound();
    const message = decodeMessage<TChallengeResultMessage>(cRes);
    if (
      message?.messageType !== 'CRes' ||
      message.acsTransID !== transaction.acsTransId ||
      (message.transStatus !== 'Y' && message.transStatus !== 'N')
    ) {
      throw unprocessable({ code: 1009, description: 'Contains invalid value', property: 'cRes' });
    }
    const now = this.now();
    const settled = await this.repository.settleChallenge(this.settings.vendorName, transactionId, {
      ...(message.transStatus === 'Y'
        ? this.outcome(transaction.decline, 'Authenticated')
        : {
            status: 'Rejected' as const,
            statusCode: '4026',
            statusDetail:
              "3D-Authentication failed. This vendor's rules require a successful 3D-Authentication.",
            bankAuthorisationCode: null,
            threeDSecureStatus: 'NotAuthenticated',
          }),
      updatedAt: now,
    });
    if (!settled) {
      throw unprocessable({
        code: 1009,
        description: 'The transaction is not waiting for a 3-D Secure challenge',
        property: 'transactionId',
      });
    }
    return toResponse(settled);
  }

  async getTransaction(transactionId: string): Promise<TTransactionResponse> {
    const transaction = await this.repository.findTransaction(this.settings.vendorName, transactionId);
    if (!transaction) throw transactionNotFound();
    return toResponse(transaction);
  }

  /**
   * The Reporting and Admin API's `getTransactionDetail` by vendorTxCode, the only command the
   * sandbox knows: signed with the reporting password as Opayo signs it, answered in its XML.
   */
  async reportingCommand(xml: string): Promise<string> {
    const fields = reportingFields(xml);
    const answer = (elements: [string, string][]) =>
      `<?xml version="1.0" encoding="UTF-8"?>${reportingRequest(elements, '').replace(/<signature>[^<]*<\/signature>/, '')}`;
    const failure = (code: string, error: string) =>
      answer([
        ['errorcode', code],
        ['error', error],
      ]);
    const expected = reportingRequest(
      [
        ['command', fields.command ?? ''],
        ['vendor', fields.vendor ?? ''],
        ['user', fields.user ?? ''],
        ['vendortxcode', fields.vendortxcode ?? ''],
      ],
      this.settings.reportingPassword,
    );
    if (
      fields.user !== this.settings.reportingUser ||
      fields.vendor !== this.settings.vendorName ||
      !fields.signature ||
      !expected.includes(`<signature>${fields.signature}</signature>`)
    ) {
      return failure('0010', 'Invalid signature or user');
    }
    if (fields.command !== 'getTransactionDetail' || !fields.vendortxcode) {
      return failure('0008', 'Unknown command or missing vendortxcode');
    }
    const row = await this.repository.findByVendorTxCode(this.settings.vendorName, fields.vendortxcode);
    if (!row) return failure(REPORTING_NOT_FOUND, 'Transaction not found');
    const state = {
      Ok: REPORTING_STATES.authorised,
      NotAuthed: REPORTING_STATES.declined,
      Rejected: REPORTING_STATES.rejected,
      '3DAuth': REPORTING_STATES.challenge,
    }[row.status];
    return answer([
      ['errorcode', '0000'],
      ['vpstxid', `{${row.transactionId}}`],
      ['vendortxcode', row.vendorTxCode],
      ['transactiontype', row.transactionType],
      ['txstateid', String(state)],
      ['status', row.statusDetail],
      ['amount', (row.amount / 100).toFixed(2)],
      ['currency', row.currency],
    ]);
  }

  /** What the ACS page shows for a cReq, or undefined when no payment is waiting for it. */
  async challengeFor(creq: string) {
    const message = decodeMessage<TChallengeRequestMessage>(creq);
    if (!message || typeof message.acsTransID !== 'string' || message.acsTransID.length > 36)
      return undefined;
    const transaction = await this.repository.findChallengedByAcsTransId(message.acsTransID);
    if (!transaction?.notificationUrl) return undefined;
    const result = (transStatus: 'Y' | 'N') =>
      encodeMessage({
        threeDSServerTransID: transaction.transactionId,
        acsTransID: message.acsTransID,
        challengeCompletionInd: 'Y',
        messageType: 'CRes',
        messageVersion: MESSAGE_VERSION,
        transStatus,
      } satisfies TChallengeResultMessage);
    return {
      transaction,
      notificationUrl: transaction.notificationUrl,
      passCRes: result('Y'),
      failCRes: result('N'),
    };
  }
}

const duplicateVendorTxCode = () =>
  unprocessable({
    code: 4042,
    description: 'The VendorTxCode has been used before. All VendorTxCodes should be unique.',
    property: 'vendorTxCode',
  });

/** EMVCo's challenge window size codes. */
function challengeWindowCode(size: string) {
  return { Small: '01', Medium: '02', Large: '03', ExtraLarge: '04', FullScreen: '05' }[size] ?? '05';
}

export function toResponse(row: SandboxTransactionRow): TTransactionResponse {
  return {
    transactionId: row.transactionId,
    transactionType: row.transactionType,
    status: row.status,
    statusCode: row.statusCode,
    statusDetail: row.statusDetail,
    retrievalReference: row.retrievalReference,
    ...(row.status === 'Ok' || row.status === 'NotAuthed'
      ? { bankResponseCode: row.status === 'Ok' ? '00' : '05' }
      : {}),
    ...(row.bankAuthorisationCode ? { bankAuthorisationCode: row.bankAuthorisationCode } : {}),
    paymentMethod: {
      card: { cardType: row.cardType, lastFourDigits: row.lastFourDigits, expiryDate: row.expiryDate },
    },
    amount: { totalAmount: row.amount, saleAmount: row.amount, surchargeAmount: 0 },
    currency: row.currency,
    ...(row.threeDSecureStatus ? { '3DSecure': { status: row.threeDSecureStatus } } : {}),
  };
}

/** The sandbox on a database: its keys and transactions live there, shared by every API process. */
export function cardSandboxOn(db: Database, settings: CardSandboxSettings) {
  return new CardSandboxService(new CardSandboxRepository(db), settings);
}
