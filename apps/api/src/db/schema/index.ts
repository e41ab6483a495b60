export * from './media-file';
export * from './menu';
export * from './outbox-message';
export * from './password-reset';
export * from './session';
export * from './site-setting';
export * from './user-account';
