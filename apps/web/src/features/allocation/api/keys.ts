/** Query keys of the allocation feature, shared by the board query and what invalidates it. */
export const allocationKeys = {
  all: ['allocation'] as const,
  board: (parkCode: string, from: string, nights: number) =>
    [...allocationKeys.all, 'board', parkCode, from, nights] as const,
};
