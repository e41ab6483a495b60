/** Query keys of the back office's content: its copy of menus 4, 5 and 6 (admins). */
export const contentKeys = {
  all: ['admin', 'content'] as const,
  menus: () => [...contentKeys.all, 'menus'] as const,
};
