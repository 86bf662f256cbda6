import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Me, SignInBody } from '@lectern/domain';
import { api } from '../../lib/api.js';
import { meQuery } from '../../lib/me.js';

/** The signed-in user, or null when signed out. */
export function useMe() {
  return useQuery(meQuery);
}

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInBody) => api<{ user: Me }>('POST', '/api/v2/session/', body),
    onSuccess: ({ user }) => {
      qc.clear();
      qc.setQueryData(meQuery.queryKey, user);
    },
  });
}

/** Staff start acting as a teacher; the whole app reloads as that teacher. */
export function useImpersonate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => api<{ user: Me }>('POST', '/api/v2/impersonate/', { username }),
    onSuccess: () => {
      qc.clear();
      window.location.assign('/');
    },
  });
}

/** Staff stop acting as a teacher; the whole app reloads as themselves. */
export function useStopImpersonating() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api('DELETE', '/api/v2/impersonate/'),
    onSuccess: () => {
      qc.clear();
      window.location.assign('/');
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
      qc.setQueryData(meQuery.queryKey, null);
      void navigate('/signin');
    },
  });
}
