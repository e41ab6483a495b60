import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { fixedSecurityHeaders } from './security-headers';

const API_PREFIXES = ['/api/', '/wp-json/', '/media/'];
const PERMISSIONS_POLICY =
  'camera=(self), microphone=(), geolocation=(), payment=(self), usb=(), serial=(), bluetooth=(), interest-cohort=()';
export const isApiPath = (url: string) =>
  API_PREFIXES.some((prefix) => url.startsWith(prefix)) || url === '/api';

/**
 * Only pages need a CSP nonce; JSON answers skip making one (it is two random draws a request).
 * Their security headers are then the same for every answer: helmet is skipped for them and a copy
 * made once is set instead (`securityHeaders`). Routes with helmet options of their own keep
 * helmet, without the nonce. Added before any route is registered.
 */
export function apiRoutesWithoutNonce(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    if (route.helmet === undefined) {
      route.helmet = false;
      route.config = { ...route.config, fixedSecurityHeaders: true } as typeof route.config;
    } else route.helmet = { ...route.helmet, enableCSPNonces: false };
  });
}

/** Where Google's tag sends its measurements and pixels (Google's own list for a content security policy). */
const GOOGLE_MEASUREMENT = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/**
 * Helmet with the content security policy: scripts, styles and fonts from us only; the browser
 * sends card details straight to the card provider (`connectTo`), and reads the menu from its
 * own host when the site settings name one. With a Google tag configured, its origin may serve a
 * script and it may report to Google (the page still loads it only after consent).
 */
export async function securityHeaders(
  app: FastifyInstance,
  { connectTo, googleTagOrigin }: { connectTo: string[]; googleTagOrigin?: string },
) {
  const tag = googleTagOrigin ? [googleTagOrigin] : [];
  const measurement = googleTagOrigin ? [...tag, ...GOOGLE_MEASUREMENT] : [];
  const helmetOptions = {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...tag],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', ...measurement],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...connectTo, ...measurement],
        // Park maps on the More Information popup; the 3-D Secure challenge runs in our own frame.
        frameSrc: ["'self'", 'https://www.google.com', 'https://maps.google.com'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  } as const;
  // A fresh nonce per response: the page hands it to the few libraries that inject <style>.
  await app.register(helmet, { enableCSPNonces: true, ...helmetOptions });
  const apiSecurityHeaders = fixedSecurityHeaders(helmetOptions);
  app.addHook('onRequest', (request, reply, done) => {
    if ((request.routeOptions.config as { fixedSecurityHeaders?: boolean }).fixedSecurityHeaders)
      reply.headers(apiSecurityHeaders);
    done();
  });
}

/**
 * Answers about a user (bookings, tickets, ledgers) must never sit in a shared or browser cache:
 * an API answer is 'no-store' unless its route chose public caching for public content. Powerful
 * browser features are off everywhere but the camera (staff scan QR tickets).
 */
export function privateAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
}
