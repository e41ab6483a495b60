import { z } from 'zod';
import { ZSiteSettings } from '../../cms/site-settings';
import { ZSuccessWithMessage } from '../../common/api-error';
import { addIssueAt, repeatsIn } from '../../common/refinements';
import { ZLink, ZRequiredText, ZSiteEmail, ZSitePhone } from './content-rules';

/** The networks the footer has an icon for, in the order it shows them. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'youtube'] as const;
export const SOCIAL_NETWORK_NAMES: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  youtube: 'YouTube',
};

export const ADDRESS_LINES_MAX = 6;
export const AWARDS_MAX = 12;

export const ZAwardFields = z.object({
  image_url: ZLink('Badge image'),
  alt: ZRequiredText('Award name', 150),
});

export const ZSocialLinkFields = z.object({
  network: z.enum(SOCIAL_NETWORKS, { error: `network must be one of ${SOCIAL_NETWORKS.join(', ')}` }),
  url: ZLink('Social link', { optional: true, sitePaths: false }),
});

/**
 * The settings staff edit in the back office (admins): everything the layout shows. Not here:
 * `maintenance_mode` (its own switch, PUT /api/site-settings/maintenance, so saving a phone number
 * never turns it back) and `menu_host_url` (where the web app reads menus: the server's content
 * security policy is built from it at start-up, so it is configuration, not content).
 */
export const ZSiteSettingsFields = z.object({
  site_name: ZRequiredText('Site name', 100),
  phone_primary: ZSitePhone('Main phone number'),
  phone_secondary: ZSitePhone('Second phone number', { optional: true }),
  address_lines: z
    .array(ZRequiredText('Address line', 100), { error: 'address_lines must be a list' })
    .min(1, 'Enter at least one address line')
    .max(ADDRESS_LINES_MAX, `Enter at most ${ADDRESS_LINES_MAX} address lines`),
  contact_email: ZSiteEmail('Contact e-mail'),
  owner_services_email: ZSiteEmail('Owner services e-mail'),
  help_email: ZSiteEmail('Help e-mail'),
  award_images: z
    .array(ZAwardFields, { error: 'award_images must be a list' })
    .max(AWARDS_MAX, `Show at most ${AWARDS_MAX} awards`),
  social_links: z
    .array(ZSocialLinkFields, { error: 'social_links must be a list' })
    .max(SOCIAL_NETWORKS.length)
    .superRefine((links, ctx) => {
      for (const [link, index] of repeatsIn(links, (each) => each.network))
        addIssueAt(ctx, [index, 'network'], `${link.network} is listed twice`);
    }),
  logo_target_url: ZLink('Logo link'),
  resort_booking_url: ZLink('Resort booking page', { sitePaths: false }),
});
export type TSiteSettingsFields = z.infer<typeof ZSiteSettingsFields>;
export type TSiteSettingsFieldsInput = z.input<typeof ZSiteSettingsFields>;
export const EDITABLE_SITE_SETTINGS = Object.keys(ZSiteSettingsFields.shape) as (keyof TSiteSettingsFields)[];

/** Each editable setting in words, as the back office's form and messages name it. */
export const SITE_SETTING_LABELS: Record<keyof TSiteSettingsFields, string> = {
  site_name: 'site name',
  phone_primary: 'main phone number',
  phone_secondary: 'second phone number',
  address_lines: 'address',
  contact_email: 'contact e-mail',
  owner_services_email: 'owner services e-mail',
  help_email: 'help e-mail',
  award_images: 'awards',
  social_links: 'social links',
  logo_target_url: 'logo link',
  resort_booking_url: 'resort booking page',
};

/**
 * PATCH api/admin/site-settings (admins): the settings that change; the rest stay as they are, so
 * two admins editing different settings do not undo each other. A key the back office does not
 * edit (maintenance_mode, menu_host_url, a typo) is refused by name.
 */
export const ZUpdateSiteSettingsRequest = z
  .record(z.string(), z.unknown(), { error: 'The request body must be a JSON object' })
  .superRefine((body, ctx) => {
    for (const key of Object.keys(body)) {
      if (!(EDITABLE_SITE_SETTINGS as string[]).includes(key))
        addIssueAt(ctx, [key], `${key} cannot be changed here`);
    }
  })
  .pipe(ZSiteSettingsFields.partial());
export type TUpdateSiteSettingsRequest = z.infer<typeof ZUpdateSiteSettingsRequest>;

export const ZUpdateSiteSettingsResponse = ZSuccessWithMessage(ZSiteSettings);
export type TUpdateSiteSettingsResponse = z.infer<typeof ZUpdateSiteSettingsResponse>;
