import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Me, SignInBody } from '@lectern/domain';
import { api, ApiError } from '../../lib/api.js';

export const meKey = ['me'] as const;

/** The signed-in user, or null when signed out (401 is an answer here, not an error). */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await api<Me>('GET', '/api/v2/users/me/');
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return null;
    throw e;
  }
}

export function useMe() {
  return useQuery({ queryKey: meKey, queryFn: fetchMe, staleTime: 5 * 60_000 });
}

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInBody) => api<{ user: Me }>('POST', '/api/v2/session/', body),
    onSuccess: ({ user }) => {
      qc.clear();
      qc.setQueryData(meKey, user);
    },
  });
}

/** Sign-out: up to 3 retries, then the cache is cleared and the user goes to sign-in (PLAT-26: impersonators go to /impersonate-stop). */
export function useSignOut() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (me: Me) => {
      if (me.impersonator) return 'impersonating' as const;
      await api('DELETE', '/api/v2/session/');
      return 'signed-out' as const;
    },
    retry: 3,
    onSettled: (result) => {
      if (result === 'impersonating') {
        void navigate('/impersonate-stop');
        return;
      }
      qc.clear();
      qc.setQueryData(meKey, null);
      void navigate('/signin');
    },
  });
}
