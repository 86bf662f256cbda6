import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, UpdateMe } from '@lectern/domain';
import { api } from '../../lib/api.js';
import { meQuery } from '../../lib/me.js';

/** `PATCH /api/v2/users/me/`: names (and a teacher's school); the answer is the user everyone reads. */
export function useUpdateMe() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMe) => api<Me>('PATCH', '/api/v2/users/me/', body),
    onSuccess: (fresh) => qc.setQueryData(meQuery.queryKey, fresh),
  });
}
