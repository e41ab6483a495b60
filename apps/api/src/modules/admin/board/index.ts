import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import { BoardRepository } from './board.repository';
import { boardRoutes } from './board.routes';
import { BoardService, type BoardServiceOptions } from './board.service';

export type BoardDependencies = Omit<BoardServiceOptions, 'repository'> & { db: Database };

/**
 * The allocation board: units by grade with their stays, holds and blocks, and unit blocks.
 * Answers the board's service, which moves a stay (served at the booking's address by the
 * Bookings module) and empties a unit the catalogue retires.
 */
export async function registerBoard(app: FastifyInstance, { db, ...options }: BoardDependencies) {
  const allocation = new BoardService({ repository: new BoardRepository(db), ...options });
  await app.register(boardRoutes, { service: allocation });
  return { allocation };
}
