/** Query keys of the CMS feature (site settings and menus), shared by queries and invalidations. */
export const cmsKeys = {
  all: ['cms'] as const,
  siteSettings: () => [...cmsKeys.all, 'site-settings'] as const,
  menu: (id: number, menuHostUrl: string) => [...cmsKeys.all, 'menu', id, menuHostUrl] as const,
};
