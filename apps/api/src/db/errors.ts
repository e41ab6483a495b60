/**
 * PostgreSQL errors by SQLSTATE, as pg and PGlite raise them. Drizzle may wrap the driver's error,
 * so the whole `cause` chain is searched.
 */

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const EXCLUSION_VIOLATION = '23P01';
export const SERIALIZATION_FAILURE = '40001';
export const DEADLOCK_DETECTED = '40P01';

/** The first SQLSTATE found on the error or its causes. */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** True when the error, or one of its causes, carries this SQLSTATE. */
export function hasSqlState(error: unknown, state: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === state) return true;
  }
  return false;
}

/** A unique index refused the row (unique_violation). */
export const isUniqueViolation = (error: unknown) => hasSqlState(error, UNIQUE_VIOLATION);
/** A foreign key refused the change (foreign_key_violation). */
export const isForeignKeyViolation = (error: unknown) => hasSqlState(error, FOREIGN_KEY_VIOLATION);
/** An exclusion constraint refused the row, e.g. two live stays on one unit (exclusion_violation). */
export const isExclusionViolation = (error: unknown) => hasSqlState(error, EXCLUSION_VIOLATION);

/** What a transaction is tried again for: it lost to another that ran beside it, not to its own fault. */
const TRANSIENT = new Set([SERIALIZATION_FAILURE, DEADLOCK_DETECTED]);

/** Runs `attempt` again, up to `attempts` times in all, while PostgreSQL reports a deadlock or a serialization failure. */
export async function retryingTransient<T>(attempt: () => Promise<T>, attempts = 5): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!TRANSIENT.has(sqlState(error) ?? '') || tries >= attempts) throw error;
    }
  }
}
