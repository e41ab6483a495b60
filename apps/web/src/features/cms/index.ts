/** The CMS feature: the operator's site settings and the website's menus. */
export { useMenu } from './api/get-menu';
export { useGetSupportPhone, useSiteSettings } from './api/get-site-settings';
