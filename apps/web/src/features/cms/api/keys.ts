/** Query keys of the CMS feature (the website's menus), shared by queries and invalidations. */
export const cmsKeys = {
  all: ['cms'] as const,
  menu: (id: number, menuHostUrl: string) => [...cmsKeys.all, 'menu', id, menuHostUrl] as const,
};
