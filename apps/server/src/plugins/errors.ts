import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterPath, ERRORS, type ApiErrorBody, type ErrorCode } from '@lectern/domain';
import { AppError } from '../errors.js';

/** Fastify's own client errors, mapped to our catalogue. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_TYPE: 'unsupported_media_type',
};

/**
 * Database refusals that a client's input caused (SQLSTATE classes 22 and 23), mapped here once so
 * no repository has to: a duplicate or a dangling reference is a conflict, a value the column cannot
 * hold is invalid input. Races that slip past a service's checks land here too, never as a 500.
 */
const SQLSTATE_CODES: Record<string, { code: ErrorCode; message: string }> = {
  '23505': { code: 'conflict', message: 'That already exists.' },
  '23503': { code: 'conflict', message: 'That refers to something that does not exist (any more).' },
  '23514': { code: 'validation_failed', message: 'A value is outside what is allowed.' },
  '23502': { code: 'validation_failed', message: 'A required value is missing.' },
  '22001': { code: 'validation_failed', message: 'A value is too long.' },
  '22003': { code: 'validation_failed', message: 'A number is out of range.' },
  '22007': { code: 'validation_failed', message: 'A date is not valid.' },
  '22008': { code: 'validation_failed', message: 'A date is out of range.' },
  '22021': { code: 'validation_failed', message: CONTROL_CHARACTER_MESSAGE },
  '22P02': { code: 'validation_failed', message: 'A value has the wrong form.' },
  '22P05': { code: 'validation_failed', message: CONTROL_CHARACTER_MESSAGE },
};

function sqlState(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

function body(code: ErrorCode, message?: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: { code, message: message ?? ERRORS[code].message, ...(fields ? { fields } : {}) } };
}

/** One handler for every error: clients get `{ error: { code, message } }`; 5xx details only reach the log. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      const answer = body(err.code, err.message, err.fields);
      return reply.status(err.status).send(err.details ? { error: { ...err.details, ...answer.error } } : answer);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const key = path || (err.validationContext ?? 'body');
        fields[key] ??= v.message ?? 'Invalid value.';
      }
      const first = Object.entries(fields)[0];
      const message = first ? `${first[0]}: ${first[1]}` : ERRORS.validation_failed.message;
      return reply.status(400).send(body('validation_failed', message, fields));
    }
    if (err instanceof SyntaxError || (err.code && FASTIFY_CODES[err.code])) {
      const code = (err.code && FASTIFY_CODES[err.code]) || 'invalid_json';
      return reply.status(ERRORS[code].status).send(body(code));
    }
    const state = sqlState(err);
    const mapped = state ? SQLSTATE_CODES[state] : undefined;
    if (mapped) {
      req.log.info({ err }, 'database refused the input');
      return reply.status(ERRORS[mapped.code].status).send(body(mapped.code, mapped.message));
    }
    if (err.statusCode === 429) return reply.status(429).send(body('rate_limited'));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      req.log.info({ err }, 'client error');
      const code: ErrorCode = err.statusCode === 404 ? 'not_found' : err.statusCode === 403 ? 'forbidden' : 'validation_failed';
      return reply.status(err.statusCode).send(body(code, err.message));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body('internal'));
  });
});

/**
 * Text with control characters never reaches a handler: every API route inherits the refusal, on
 * the body, the query string and the path alike.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    for (const [where, value] of [
      ['params', req.params],
      ['query', req.query],
      ['body', req.body],
    ] as const) {
      const path = controlCharacterPath(value);
      if (path) {
        const field = path.join('.') || where;
        throw new AppError('validation_failed', `${field}: ${CONTROL_CHARACTER_MESSAGE}`, { [field]: CONTROL_CHARACTER_MESSAGE });
      }
    }
  });
});

/**
 * Refusals the router makes before any hook or route runs: a path that does not decode
 * (`/api/v3/content/%/`) or a path parameter over maxParamLength. Without this handler (the
 * `frameworkErrors` option of Fastify, set in app.ts) Fastify answers them in its own shape.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_BAD_URL' || err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    req.log.info({ err }, 'router refused the address');
    const message = err.code === 'FST_ERR_BAD_URL' ? 'The address is not valid.' : 'A part of the address is too long.';
    void reply.status(400).send(body('validation_failed', message));
    return;
  }
  req.log.error({ err }, 'router error');
  void reply.status(500).send(body('internal'));
}

export function apiNotFound(message = 'No such API route.'): ApiErrorBody {
  return body('not_found', message);
}
