import { useQuery } from '@tanstack/react-query';
import { FORMATIVE_TERMS, type FormativeJwtQuery, type FormativeLaunch, type TermsAcceptance } from '@lectern/domain';
import { api } from '../../lib/api.js';
import { apiQuery } from '../../lib/query.js';

/** TOOLS-40: whether the Formative tool is set up here, and whether the teacher accepted its terms. */
export const formativeStatusQuery = apiQuery({
  queryKey: ['formative'],
  endpoint: { path: '/api/v3/formative/', schema: 'FormativeStatus' },
  staleTime: 5 * 60_000,
  retry: 1,
});

export function useFormativeStatus(enabled: boolean) {
  return useQuery({ ...formativeStatusQuery, enabled });
}

/** VIDEO-34: the organizers of a level's reading skills, for its grade. */
export const organizersQuery = (contentId: string, levelId: number) =>
  apiQuery({
    queryKey: ['graphic-organizers', contentId, levelId],
    endpoint: { path: `/api/v3/graphic-organizers/?content_id=${contentId}&level_id=${levelId}`, schema: 'GraphicOrganizerList' },
    staleTime: 30 * 60_000,
  });

export function useOrganizers(contentId: string, levelId: number, enabled: boolean) {
  return useQuery({ ...organizersQuery(contentId, levelId), enabled });
}

/** API-25: the teacher accepts the Formative terms for themself. */
export const acceptFormativeTerms = (userId: number) =>
  api<TermsAcceptance>(
    'POST',
    `/api/v3/user/${userId}/terms-of-service/${FORMATIVE_TERMS.slug}/version/${FORMATIVE_TERMS.version}/`,
  );

function launchPath(contentId: string, query: FormativeJwtQuery) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) q.set(k, String(v));
  return `/apps/formative/jwt/${contentId}/${q.size ? `?${q.toString()}` : ''}`;
}

/**
 * API-24: POSTs the token as id_token to the tool's url in a new tab, which gets no handle on this
 * page (rel noopener) and no referrer.
 */
export function postToTool(launch: FormativeLaunch) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = launch.url;
  form.target = '_blank';
  form.rel = 'noopener noreferrer';
  form.hidden = true;
  const field = document.createElement('input');
  field.type = 'hidden';
  field.name = 'id_token';
  field.value = launch.payload;
  form.append(field);
  document.body.append(form);
  form.submit();
  form.remove();
}

/**
 * API-23, API-24: asks for a fresh launch token (it lasts five minutes, so never ahead of the click)
 * and posts it to the tool in a new tab, within the click's activation. Rejects with the API's error.
 */
export async function launchFormative(contentId: string, query: FormativeJwtQuery = {}) {
  postToTool(await api<FormativeLaunch>('GET', launchPath(contentId, query)));
}
