import { createHash } from 'node:crypto';
import type {
  CardPaymentRequest,
  CardProvider,
  CardRefundRequest,
  CardTransactionLookup,
  CardTransactionResult,
} from './card-provider';
import { CardProviderUnavailableError } from './card-provider';
import type {
  TCardIdentifierRequest,
  TCardIdentifierResponse,
  TChallengeCompletionRequest,
  TMerchantSessionKeyResponse,
  TPaymentRequest,
  TProtocolError,
  TRefundRequest,
  TTransactionResponse,
} from './opayo-pi.protocol';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

type Answer = { status: number; body: unknown };

const KIND_BY_STATUS: Record<string, CardTransactionResult['kind']> = {
  Ok: 'authorised',
  NotAuthed: 'declined',
  '3DAuth': 'challenge',
  Rejected: 'rejected',
};

/** Opayo's error answers: 422 `{errors: [...]}` or a single `{code, description}`. */
function errorsOf(body: unknown): TProtocolError[] {
  if (body && typeof body === 'object') {
    const value = body as { errors?: TProtocolError[]; code?: number; description?: string };
    if (Array.isArray(value.errors)) return value.errors;
    if (typeof value.description === 'string')
      return [{ code: Number(value.code ?? 0), description: value.description }];
  }
  return [{ code: 0, description: 'The card provider answered with an error' }];
}

function toResult({ status, body }: Answer): CardTransactionResult {
  const transaction = body as Partial<TTransactionResponse> | undefined;
  if (status >= 300 || !transaction?.status || !transaction.statusCode) {
    const errors = errorsOf(body);
    return {
      kind: 'error',
      statusCode: String(errors[0]?.code ?? status),
      statusDetail: errors
        .map((e) => (e.property ? `${e.property}: ${e.description}` : e.description))
        .join('; '),
      httpStatus: status,
      errors,
    };
  }
  return {
    kind: KIND_BY_STATUS[transaction.status] ?? 'error',
    transactionId: transaction.transactionId,
    statusCode: transaction.statusCode,
    statusDetail: transaction.statusDetail ?? '',
    ...(transaction.acsUrl ? { acsUrl: transaction.acsUrl } : {}),
    ...(transaction.cReq ? { cReq: transaction.cReq } : {}),
    ...(transaction.transactionType ? { transactionType: transaction.transactionType } : {}),
    ...(transaction.amount ? { amount: transaction.amount.totalAmount } : {}),
    ...(transaction.bankAuthorisationCode
      ? { bankAuthorisationCode: transaction.bankAuthorisationCode }
      : {}),
    ...(transaction.retrievalReference !== undefined
      ? { retrievalReference: transaction.retrievalReference }
      : {}),
    ...(transaction.paymentMethod?.card ? { card: transaction.paymentMethod.card } : {}),
    ...(transaction['3DSecure'] ? { threeDSecureStatus: transaction['3DSecure'].status } : {}),
    httpStatus: status,
  };
}

/**
 * The Reporting and Admin API's transaction states (`txstateid`) as reconciliation reads them:
 * authorised, declined by the bank, refused by the vendor's 3-D Secure/AVS/CV2 rules, or still
 * waiting on the shopper (challenge). Any other state took no money.
 */
export const REPORTING_STATES = { authorised: 16, declined: 14, rejected: 15, challenge: 5 } as const;
/** The Reporting API's answer when no transaction has the vendorTxCode asked for. */
export const REPORTING_NOT_FOUND = '0043';

const xmlEscape = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
const xmlUnescape = (value: string) =>
  value.replace(
    /&(lt|gt|amp|apos|quot);/g,
    (_, name: string) => ({ lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' })[name]!,
  );

/** The Reporting API's request body: its elements, then an MD5 signature of them with the password. */
export function reportingRequest(elements: [string, string][], password: string) {
  const inner = elements.map(([name, value]) => `<${name}>${xmlEscape(value)}</${name}>`).join('');
  const signature = createHash('md5')
    .update(`${inner}<password>${xmlEscape(password)}</password>`)
    .digest('hex');
  return `<vspaccess>${inner}<signature>${signature}</signature></vspaccess>`;
}

/** The flat elements of a Reporting API answer (or request), by name. */
export function reportingFields(xml: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of xml.matchAll(/<([a-z0-9]+)>([^<]*)<\/\1>/gi))
    fields[match[1]!.toLowerCase()] = xmlUnescape(match[2]!);
  return fields;
}

/** An Opayo Pi call that did not give the expected status: carries Opayo's errors. */
export class OpayoPiRequestError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly errors: TProtocolError[],
  ) {
    super(`Opayo Pi answered ${httpStatus}: ${errors.map((e) => e.description).join('; ')}`);
  }
}

/**
 * A client for the Opayo Pi REST API (v1). The same class talks to Opayo and to the built-in
 * sandbox; only the base URL (and credentials) differ.
 */
export class OpayoPiClient implements CardProvider {
  readonly baseUrl: string;
  private readonly fetch: FetchLike;
  private readonly timeoutMs: number;
  private readonly basic: string;
  private readonly reporting?: { url: string; user: string; password: string };

  constructor(
    baseUrl: string,
    integrationKey: string,
    integrationPassword: string,
    private readonly vendorName: string,
    options: {
      fetch?: FetchLike;
      timeoutMs?: number;
      reporting?: { url: string; user: string; password: string };
    } = {},
  ) {
    this.reporting = options.reporting;
    this.baseUrl = baseUrl.replace(/\/$/, '');
    this.basic = `Basic ${Buffer.from(`${integrationKey}:${integrationPassword}`).toString('base64')}`;
    this.fetch = options.fetch ?? ((url, init) => fetch(url, init));
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    authorization = this.basic,
  ): Promise<Answer> {
    let response: Response;
    try {
      response = await this.fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new CardProviderUnavailableError(`The card provider could not be reached: ${path}`, undefined, {
        cause: error,
      });
    }
    const text = await response.text();
    if (response.status >= 500) {
      throw new CardProviderUnavailableError(
        `The card provider failed (${response.status}): ${path}`,
        response.status,
      );
    }
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      throw new CardProviderUnavailableError(
        `The card provider answered something that is not JSON: ${path}`,
      );
    }
    return { status: response.status, body: parsed };
  }

  async createMerchantSessionKey(): Promise<TMerchantSessionKeyResponse> {
    const answer = await this.call('POST', '/merchant-session-keys', { vendorName: this.vendorName });
    if (answer.status !== 201) throw new OpayoPiRequestError(answer.status, errorsOf(answer.body));
    return answer.body as TMerchantSessionKeyResponse;
  }

  async createCardIdentifier(
    merchantSessionKey: string,
    request: TCardIdentifierRequest,
  ): Promise<TCardIdentifierResponse> {
    const answer = await this.call('POST', '/card-identifiers', request, `Bearer ${merchantSessionKey}`);
    if (answer.status !== 201) throw new OpayoPiRequestError(answer.status, errorsOf(answer.body));
    return answer.body as TCardIdentifierResponse;
  }

  async createTransaction(request: CardPaymentRequest): Promise<CardTransactionResult> {
    const body: TPaymentRequest = {
      transactionType: 'Payment',
      paymentMethod: {
        card: { merchantSessionKey: request.merchantSessionKey, cardIdentifier: request.cardIdentifier },
      },
      vendorTxCode: request.vendorTxCode,
      amount: request.amount,
      currency: 'GBP',
      description: request.description,
      customerFirstName: request.customerFirstName,
      customerLastName: request.customerLastName,
      ...(request.customerEmail ? { customerEmail: request.customerEmail } : {}),
      billingAddress: request.billingAddress,
      ...(request.entryMethod === 'TelephoneOrder'
        ? { entryMethod: 'TelephoneOrder', apply3DSecure: 'Disable' }
        : {
            entryMethod: 'Ecommerce',
            apply3DSecure: 'UseMSPSetting',
            strongCustomerAuthentication: request.strongCustomerAuthentication,
          }),
    };
    return toResult(await this.call('POST', '/transactions', body));
  }

  async completeChallenge(transactionId: string, cRes: string, threeDSSessionData?: string) {
    const body: TChallengeCompletionRequest = { cRes, ...(threeDSSessionData ? { threeDSSessionData } : {}) };
    return toResult(
      await this.call('POST', `/transactions/${encodeURIComponent(transactionId)}/3d-secure-challenge`, body),
    );
  }

  async getTransaction(transactionId: string) {
    return toResult(await this.call('GET', `/transactions/${encodeURIComponent(transactionId)}`));
  }

  async refund(request: CardRefundRequest) {
    const body: TRefundRequest = { transactionType: 'Refund', ...request };
    return toResult(await this.call('POST', '/transactions', body));
  }

  async lookupTransaction(vendorTxCode: string): Promise<CardTransactionLookup> {
    if (!this.reporting) throw new CardProviderUnavailableError('No Reporting API is set up');
    const xml = reportingRequest(
      [
        ['command', 'getTransactionDetail'],
        ['vendor', this.vendorName],
        ['user', this.reporting.user],
        ['vendortxcode', vendorTxCode],
      ],
      this.reporting.password,
    );
    let text: string;
    try {
      const response = await this.fetch(this.reporting.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/xml' },
        body: new URLSearchParams({ XML: xml }).toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
      if (response.status >= 300) throw new Error(`status ${response.status}`);
    } catch (error) {
      throw new CardProviderUnavailableError(
        'The card provider could not be asked about a payment',
        undefined,
        {
          cause: error,
        },
      );
    }
    const fields = reportingFields(text);
    if (fields.errorcode === REPORTING_NOT_FOUND) return { found: false };
    if (fields.errorcode !== '0000') {
      throw new CardProviderUnavailableError(
        `The Reporting API refused the look-up: ${fields.error ?? text.slice(0, 200)}`,
      );
    }
    const state = Number(fields.txstateid);
    const kind: CardTransactionResult['kind'] =
      state === REPORTING_STATES.authorised
        ? 'authorised'
        : state === REPORTING_STATES.declined
          ? 'declined'
          : state === REPORTING_STATES.rejected
            ? 'rejected'
            : state === REPORTING_STATES.challenge
              ? 'challenge'
              : 'error';
    return {
      found: true,
      kind,
      transactionId: (fields.vpstxid ?? '').replace(/[{}]/g, ''),
      transactionType: fields.transactiontype === 'Refund' ? 'Refund' : 'Payment',
      amount: Math.round(Number(fields.amount ?? '0') * 100),
      statusDetail: fields.status ?? '',
    };
  }
}
