/** The CMS feature: the operator's site settings and the website's menus. */

export { useGetSupportPhone, useSiteSettings } from '../../reads/site-settings';
export { type MenuId, refreshMenus, useMenu } from './api/get-menu';
