import { z } from 'zod';

/** PUT api/site-settings/maintenance (the park operator only); answers ZSiteSettingsResponse. */
export const ZMaintenanceRequest = z.object({
  maintenance_mode: z.boolean({ error: 'maintenance_mode must be true or false' }),
});
