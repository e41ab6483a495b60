import { z } from 'zod';

/**
 * The formats the operator's content must keep ("Content"), checked by the API and by
 * the back office's forms alike. Links end up as `href`s on every page, so only web addresses and
 * addresses on this site pass: never `javascript:`, `data:` or a protocol-relative `//host`.
 */

/** Why `value` is not a web address (http or https, with a real host name), or undefined. */
export function webAddressProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be a web address starting https://';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be a web address starting https://';
  if (url.username || url.password) return 'must not hold a user name or password';
  if (url.hostname !== 'localhost' && !/^[^.]+(\.[^.]+)+$/.test(url.hostname))
    return 'must name a whole host, like https://www.example.com';
  return undefined;
}

/** Why `value` is neither a web address nor an address on this site ("/offers/"), or undefined. */
export function linkProblem(value: string): string | undefined {
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) {
    return /\s/.test(value) ? 'must not contain spaces' : undefined;
  }
  return (
    webAddressProblem(value) &&
    'must be a web address starting https://, or an address on this site starting /'
  );
}

const LINK_MAX = 2_000;

/** A link (web address, or an address on this site starting /): required, or '' allowed with `optional`. */
export const ZLink = (label: string, { optional = false, sitePaths = true } = {}) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(LINK_MAX, `${label} must be at most ${LINK_MAX} characters`)
    .superRefine((value, ctx) => {
      if (value === '') {
        if (!optional) ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return;
      }
      const problem = sitePaths ? linkProblem(value) : webAddressProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `${label} ${problem}` });
    });

/** A phone number as the site shows it: digits and spaces, a leading + allowed, 10 to 13 digits. */
export const SITE_PHONE = /^\+?[0-9][0-9 ]*$/;

export const ZSitePhone = (label: string, { optional = false } = {}) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(20, `${label} must be at most 20 characters`)
    .superRefine((value, ctx) => {
      if (value === '') {
        if (!optional) ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return;
      }
      const digits = value.replace(/\D/g, '').length;
      if (!SITE_PHONE.test(value))
        ctx.addIssue({ code: 'custom', message: `${label} can only contain digits, spaces and a leading +` });
      else if (digits < 10 || digits > 13)
        ctx.addIssue({ code: 'custom', message: `${label} must have 10 to 13 digits, like 01947 880 880` });
    });

/** An e-mail address the site shows and sends from. */
export const ZSiteEmail = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(254, `${label} must be at most 254 characters`)
    .pipe(z.email(`${label} must be an e-mail address, like name@example.com`));

/** Required text, trimmed, of at most `max` characters. */
export const ZRequiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
