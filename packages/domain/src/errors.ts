/**
 * The one catalogue of API error codes. The server answers `{ error: { code, message } }` with the
 * status given here; the web shows `message`. Codes are stable: clients and tests match on them.
 */
export const ERRORS = {
  validation_failed: { status: 400, message: 'Some fields are missing or invalid.' },
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  unauthenticated: { status: 401, message: 'Please sign in to continue.' },
  invalid_credentials: { status: 401, message: 'That username and password do not match.' },
  invalid_badge: { status: 401, message: 'This badge no longer works. Ask your teacher for a new one.' },
  csrf_failed: { status: 403, message: 'Your session token is missing or out of date. Reload the page and try again.' },
  forbidden: { status: 403, message: 'You do not have permission to do that.' },
  feature_disabled: { status: 403, message: 'This feature is turned off for your account.' },
  account_incomplete: { status: 403, message: 'Complete your teacher account to do that.' },
  subscription_required: { status: 403, message: 'Your account does not include this content.' },
  lite_schedule_after_grant: { status: 403, message: 'A free account cannot schedule an assignment after its access ends.' },
  district_restricted: { status: 451, message: 'Your district has restricted this content.' },
  not_found: { status: 404, message: 'We could not find that.' },
  conflict: { status: 409, message: 'That conflicts with something that already exists.' },
  username_taken: { status: 409, message: 'That username is already taken.' },
  already_voted: { status: 409, message: 'You already answered this poll. Your first answer stands.' },
  poll_in_use: { status: 409, message: 'Students can already answer this poll, so it can no longer be changed.' },
  stale_draft: {
    status: 409,
    message: 'A newer version of this response was saved (perhaps in another tab), so this text was not saved over it.',
  },
  already_submitted: { status: 409, message: 'This response is already submitted, so it can no longer be changed.' },
  not_submitted: { status: 409, message: 'Only a submitted response can be reviewed.' },
  already_in_class: { status: 409, message: 'You are already in this class.' },
  invalid_join_code: { status: 404, message: 'No class has that code. Check it with your teacher.' },
  payload_too_large: { status: 413, message: 'The request is too large.' },
  unsupported_media_type: { status: 415, message: 'Send the request body as JSON.' },
  rate_limited: { status: 429, message: 'Too many attempts. Wait a minute and try again.' },
  speech_unavailable: { status: 503, message: 'Read-aloud is not available right now. Try again in a moment.' },
  translation_unavailable: { status: 503, message: 'The translation server is not answering. Try again in a moment.' },
  translation_failed: { status: 502, message: 'The translation server could not translate this article. Try again later.' },
  internal: { status: 500, message: 'Something went wrong on our side. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}
