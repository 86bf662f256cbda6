import { type Classroom } from '@lectern/domain';
import { isOk } from './api.js';
import { apiQuery } from './query.js';

/**
 * `GET /api/v2/classrooms/`: the user's classes. In lib/ because two features read it: the class
 * directory (which refreshes it after every change) and the assignment builder's recipients.
 */
export const classroomsQuery = apiQuery({
  queryKey: ['classrooms'],
  endpoint: {
    path: '/api/v2/classrooms/',
    schema: 'ClassroomList',
    toData: (status, body) => (isOk(status) ? (body as { results: Classroom[] }).results : undefined),
  },
});
