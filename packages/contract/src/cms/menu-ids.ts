/** The header's menu, the footer's links, and a third menu the first version fetched but never used. */
export const MENU_IDS = { header: 4, unused: 5, footer: 6 } as const;

/** The header hides this item: the user menu replaces it. */
export const HIDDEN_MENU_POST_NAME = 'my-account';
