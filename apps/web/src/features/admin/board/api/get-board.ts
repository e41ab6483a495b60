import { BOARD_NIGHTS, ZAllocationBoardResponse } from '@parkstays/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../../lib/api-client';
import { boardKeys } from './keys';

export type BoardWindow = { parkCode: string; from: string; nights?: number };

/** GET /api/admin/board: a park's units by grade and the stays, holds and blocks on them. */
export function getBoard({ parkCode, from, nights = BOARD_NIGHTS }: BoardWindow, signal?: AbortSignal) {
  return requestData('/api/admin/board', {
    auth: true,
    schema: ZAllocationBoardResponse,
    query: { park_code: parkCode || undefined, from: from || undefined, nights },
    signal,
  });
}

export function getBoardQueryOptions(window: BoardWindow) {
  return queryOptions({
    queryKey: boardKeys.board(window.parkCode, window.from, window.nights ?? BOARD_NIGHTS),
    queryFn: ({ signal }) => getBoard(window, signal),
    staleTime: 0,
    // Paging through the weeks keeps the last board on screen until the next arrives.
    placeholderData: keepPreviousData,
  });
}

export function useBoard(window: BoardWindow) {
  return useQuery(getBoardQueryOptions(window));
}
