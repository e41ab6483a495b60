import { z } from 'zod';
import { ZSiteSettings } from './site-settings';

/** GET api/site-settings */
export const ZSiteSettingsResponse = z.object({
  success: z.literal(true),
  data: ZSiteSettings,
});
export type TSiteSettingsResponse = z.infer<typeof ZSiteSettingsResponse>;
