import type { z } from 'zod';
import { ZSuccess } from '../common/api-error';
import { ZSiteSettings } from './site-settings';

/** GET api/site-settings */
export const ZSiteSettingsResponse = ZSuccess(ZSiteSettings);
export type TSiteSettingsResponse = z.infer<typeof ZSiteSettingsResponse>;
