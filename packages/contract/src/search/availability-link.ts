import type { TAvailability } from './find-availability';

/**
 * The create-booking link carries the chosen availability as base64url JSON (URL-safe base64, so
 * the value is one path segment).
 */
export function encodeAvailability(availability: TAvailability): string {
  const bytes = new TextEncoder().encode(JSON.stringify(availability));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
