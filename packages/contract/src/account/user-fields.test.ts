import { describe, expect, it } from 'vitest';
import { PASSWORD_MISMATCH_SIGN_UP, ZSignUpForm } from './sign-up';
import { KEY_FILTERS, ZPostcode, ZProfileFields } from './user-fields';

const form = {
  email: 'sam@example.test',
  password: 'Quiet-Harbour-Lights',
  confirm_password: 'Quiet-Harbour-Lights',
  first_name: 'Sam',
  last_name: 'Taylor',
  country_code: 'GB',
};

describe('sign-up form', () => {
  it('accepts matching passwords and fills the optional fields with their defaults', () => {
    const parsed = ZSignUpForm.parse(form);
    expect(parsed).toMatchObject({ phone_number: '', postcode: '', marketing_preference: 0 });
  });

  it('puts the mismatch message on the confirmation field', () => {
    const result = ZSignUpForm.safeParse({ ...form, confirm_password: 'Quiet-Harbour-Light' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirm_password'], message: PASSWORD_MISMATCH_SIGN_UP }),
    ]);
  });

  it('asks for a country with the placeholder wording', () => {
    const result = ZSignUpForm.safeParse({ ...form, country_code: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Select Your Country']);
  });
});

describe('key filters', () => {
  it.each([
    ['phone', '+44 7700-900', false],
    ['phone', '+447700900', true],
    ['name', "O'Brien-Smith", true],
    ['name', 'Zoë de la Cruz', true],
    ['name', 'R2D2', false],
    ['postcode', 'YO114AA', true],
    ['postcode', 'YO11-4AA', false],
  ] as const)('%s accepts %j: %s', (filter, value, ok) => {
    expect(KEY_FILTERS[filter].test(value)).toBe(ok);
  });

  it('drops spaces from a postcode and allows 7 characters at most', () => {
    expect(ZPostcode.parse('YO11 4AA')).toBe('YO114AA');
    expect(ZPostcode.safeParse('YO114AAB').success).toBe(false);
  });

  it('trims names and refuses an empty one', () => {
    const result = ZProfileFields.safeParse({ first_name: '  ', last_name: ' Lee ', country_code: 'GB' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['first_name', 'First name is required'],
    ]);
  });
});
