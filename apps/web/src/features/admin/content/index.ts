/**
 * The back office's Content section (admins): editing menus 4, 5 and 6, the site settings and
 * maintenance mode. A feature of its own, so the site's pages never load the editors.
 */
export { MaintenanceSwitch } from './components/maintenance-switch';
export { MenusEditor } from './components/menus-editor';
export { SiteSettingsForm } from './components/site-settings-form';
