import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: bearer tokens and reset links. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as this digest, so a leaked table cannot sign anyone in. */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');
