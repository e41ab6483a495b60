import type { z } from 'zod';

/**
 * One of the price rule tables (seasons, arrival-day rules, stay limits, stop-sells) on the API, by
 * the contract's schemas: `GET path` lists the rules, `POST path` adds one, `PUT path/:id` changes
 * one and `DELETE path/:id` removes it; each change answers the rule with a message.
 */
export type RuleApi<TRule extends { id: number } = { id: number }, TRequest extends z.ZodType = z.ZodType> = {
  /** The list's address, e.g. /api/admin/seasons. */
  path: `/api/admin/${string}`;
  /** The list's answer, e.g. ZSeasonsResponse. */
  list: z.ZodType<{ data: TRule[] }>;
  /** What an add or a change sends, e.g. ZSeasonRequest. */
  request: TRequest;
  /** The answer to an add, change or removal, e.g. ZSeasonResponse. */
  one: z.ZodType<{ message: string; data: TRule }>;
};

/** An add (no id) or a change of one rule: the request as the contract's schema reads it. */
export type RuleChange<TRequest extends z.ZodType> = { id?: number; body: z.output<TRequest> };

/** The table's name in query and mutation keys: the last part of its address ("seasons"). */
export const tableOf = (api: RuleApi) => api.path.slice(api.path.lastIndexOf('/') + 1);
