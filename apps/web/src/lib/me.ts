import { type Me } from '@lectern/domain';
import { isOk } from './api.js';
import { apiQuery } from './query.js';

/**
 * The signed-in user, or null when signed out (401 is an answer here, not an error). In lib/
 * because every part of the app reads it: the session feature's hooks, account settings, and the
 * entries that render and hydrate each page.
 */
export const meQuery = apiQuery({
  queryKey: ['me'],
  endpoint: {
    path: '/api/v2/users/me/',
    schema: 'Me',
    toData: (status, body) => (isOk(status) ? (body as Me) : status === 401 ? null : undefined),
  },
  staleTime: 5 * 60_000,
});
