import { ERRORS, type ErrorCode } from '@lectern/domain';

/**
 * An error a client is meant to see: a stable code from the catalogue and its 4xx status.
 * `details` go into the error body beside code and message, for a refusal the client can act on
 * (a stale draft carries the stored response as `current`, so the client can rebase on it).
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
    readonly details?: Record<string, unknown>,
  ) {
    super(message ?? ERRORS[code].message);
    this.status = ERRORS[code].status;
  }
}

export const notFound = (message?: string) => new AppError('not_found', message);
export const forbidden = (message?: string) => new AppError('forbidden', message);
