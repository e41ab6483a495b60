import { z } from 'zod';

/** The largest id a row has: PostgreSQL's integer. A larger number can name nothing. */
export const ID_MAX = 2_147_483_647;

/** A row's id in a body: a whole number from 1 to ID_MAX. */
export const ZId = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive number`)
    .max(ID_MAX, `${label} is too large`);

/** A row's id in a path or query string (text there): read as a number, then as ZId. */
export const ZIdParam = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive number`)
    .max(ID_MAX, `${label} is too large`);

/** The path of one row by its id: …/{id}. */
export const ZIdParams = z.object({ id: ZIdParam('id') });
