import { useSiteSettings } from '../../features/cms';

/** The brand, until the operator's site settings name the site. */
const DEFAULT_SITE_NAME = 'Parkstays';

/** The site's name from the operator's settings (the brand while they load): each frame's header shows it. */
export function useSiteName(): string {
  return useSiteSettings().data?.site_name || DEFAULT_SITE_NAME;
}
