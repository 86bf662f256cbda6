/** Names of the session and CSRF cookies and the CSRF header (double-submit: the header echoes the cookie). */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
export const SESSION_COOKIE = 'lectern_session';
