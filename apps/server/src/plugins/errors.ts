import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, type ApiErrorBody, type ErrorCode } from '@lectern/domain';
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

function body(code: ErrorCode, message?: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: { code, message: message ?? ERRORS[code].message, ...(fields ? { fields } : {}) } };
}

/** One handler for every error: clients get `{ error: { code, message } }`; 5xx details only reach the log. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send(body(err.code, err.message, err.fields));
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

export function apiNotFound(message = 'No such API route.'): ApiErrorBody {
  return body('not_found', message);
}
