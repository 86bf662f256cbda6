import { ERRORS, type ErrorCode } from '@lectern/domain';

/** An error a client is meant to see: a stable code from the catalogue and its 4xx status. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message ?? ERRORS[code].message);
    this.status = ERRORS[code].status;
  }
}

export const notFound = (message?: string) => new AppError('not_found', message);
export const forbidden = (message?: string) => new AppError('forbidden', message);
