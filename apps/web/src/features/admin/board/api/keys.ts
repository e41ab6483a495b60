/** Query keys of the allocation board, shared by the board query and what invalidates it. */
export const boardKeys = {
  all: ['board'] as const,
  board: (parkCode: string, from: string, nights: number) =>
    [...boardKeys.all, 'board', parkCode, from, nights] as const,
};
