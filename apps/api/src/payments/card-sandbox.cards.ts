import type { TProtocolError } from './opayo-pi.protocol';

/**
 * The sandbox's test data, after Opayo's own: any Luhn-valid number of a known scheme is accepted,
 * 4929602110085639 is always declined, and the cardholder name picks the 3-D Secure outcome:
 * SUCCESSFUL (or any other name) authenticates without a challenge, CHALLENGE asks for one,
 * NOTAUTH is declined by the bank.
 */
export const SANDBOX_TEST_CARDS = {
  visa: '4929000000006',
  visaDebit: '4462000000000003',
  mastercard: '5404000000000001',
  amex: '374200000000004',
  declined: '4929602110085639',
} as const;

export const SANDBOX_CARDHOLDER_NAMES = {
  authorise: 'SUCCESSFUL',
  challenge: 'CHALLENGE',
  decline: 'NOTAUTH',
} as const;

const DECLINED_NUMBERS = new Set<string>([SANDBOX_TEST_CARDS.declined]);

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Opayo's card type names, from the number's leading digits. */
export function cardTypeOf(digits: string): string | undefined {
  if (/^3[47]/.test(digits)) return 'AmericanExpress';
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MasterCard';
  if (/^(50|5[6-9]|6[0-9])/.test(digits)) return 'Maestro';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'Diners';
  if (/^35/.test(digits)) return 'JCB';
  return undefined;
}

export type CardChecked =
  | { ok: true; cardType: string; lastFourDigits: string; challenge: boolean; decline: boolean }
  | { ok: false; errors: TProtocolError[] };

const invalid = (property: string, clientMessage: string): TProtocolError => ({
  code: 1009,
  description: 'Contains invalid value',
  property,
  clientMessage,
});

/** Checks card details as the card-identifiers endpoint does; `now` decides whether it has expired. */
export function checkCard(
  details: { cardholderName: string; cardNumber: string; expiryDate: string; securityCode?: string },
  now: Date,
): CardChecked {
  const errors: TProtocolError[] = [];
  const digits = details.cardNumber.replace(/[\s-]/g, '');
  const cardType = /^\d{12,19}$/.test(digits) ? cardTypeOf(digits) : undefined;
  if (!cardType || !passesLuhn(digits)) {
    errors.push(invalid('cardDetails.cardNumber', 'The card number is invalid'));
  }

  const expiry = /^(0[1-9]|1[0-2])(\d{2})$/.exec(details.expiryDate);
  if (!expiry) {
    errors.push(invalid('cardDetails.expiryDate', 'The expiry date is invalid'));
  } else {
    // A card is good until the end of its expiry month.
    const endOfMonth = Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1);
    if (endOfMonth <= now.getTime()) {
      errors.push(invalid('cardDetails.expiryDate', 'The expiry date has to be in the future'));
    }
  }

  const codeLength = cardType === 'AmericanExpress' ? 4 : 3;
  if (details.securityCode !== undefined && !new RegExp(`^\\d{${codeLength}}$`).test(details.securityCode)) {
    errors.push(invalid('cardDetails.securityCode', 'The security code is invalid'));
  }
  if (!/^[\p{L} .'-]{1,45}$/u.test(details.cardholderName.trim())) {
    errors.push(invalid('cardDetails.cardholderName', 'The cardholder name is invalid'));
  }
  if (errors.length > 0 || !cardType) return { ok: false, errors };

  const name = details.cardholderName.trim().toUpperCase();
  return {
    ok: true,
    cardType,
    lastFourDigits: digits.slice(-4),
    challenge: name === SANDBOX_CARDHOLDER_NAMES.challenge,
    decline: name === SANDBOX_CARDHOLDER_NAMES.decline || DECLINED_NUMBERS.has(digits),
  };
}
