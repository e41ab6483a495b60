import { z } from 'zod';

/** An award the footer shows: its badge image and the award's name (the image's text alternative). */
export const ZAwardImage = z.object({ image_url: z.string(), alt: z.string() });
export type TAwardImage = z.infer<typeof ZAwardImage>;
export const ZSocialLink = z.object({
  network: z.enum(['facebook', 'instagram', 'x', 'youtube']),
  url: z.string(),
});
export type TSocialLink = z.infer<typeof ZSocialLink>;

/** A Google tag's id: a GA4 measurement id (`G-…`) or a Tag Manager container (`GTM-…`). */
export const GOOGLE_TAG_ID_PATTERN = /^(G|GTM)-[A-Z0-9]+$/;

/**
 * The analytics tag the site may load once a visitor consents (server configuration, not content:
 * the content security policy is built from its origin at start-up).
 */
export const ZGoogleTag = z.object({
  id: z.string().regex(GOOGLE_TAG_ID_PATTERN),
  /** Where the tag's script is fetched from: Google's, or a stand-in in tests. */
  origin: z.string(),
});
export type TGoogleTag = z.infer<typeof ZGoogleTag>;

/** The settings kept in the database: everything the layout shows that the operator can change without a release. */
export const ZStoredSiteSettings = z.object({
  site_name: z.string(),
  phone_primary: z.string(),
  phone_secondary: z.string(),
  address_lines: z.array(z.string()),
  contact_email: z.string(),
  owner_services_email: z.string(),
  help_email: z.string(),
  award_images: z.array(ZAwardImage),
  social_links: z.array(ZSocialLink),
  /** Where the logo takes you: the operator's main site. */
  logo_target_url: z.string(),
  /** The resort's (holiday type 5) external booking page. */
  resort_booking_url: z.string(),
  /** A WordPress site to read menus from; empty means this API's own /wp-json. */
  menu_host_url: z.string(),
  /** On: availability answers 503 and guests see the maintenance page. */
  maintenance_mode: z.boolean(),
});

/** The settings as every answer gives them: the stored ones and the server's analytics tag (null: none). */
export const ZSiteSettings = ZStoredSiteSettings.extend({ google_tag: ZGoogleTag.nullable() });
export type TSiteSettings = z.infer<typeof ZSiteSettings>;
