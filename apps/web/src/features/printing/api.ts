import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/query.js';

/** `GET /api/v3/print-options/?level_id=` (PRINT-01): what the Print menu offers this reader on a level. */
export const printOptionsQuery = (levelId: number) =>
  apiQuery({
    queryKey: ['print-options', levelId],
    endpoint: { path: `/api/v3/print-options/?level_id=${levelId}`, schema: 'PrintOptionsResponse' },
    staleTime: 5 * 60_000,
  });

/** Asked for only once the reader shows they mean to print (hover, focus or click on Print). */
export const usePrintOptions = (levelId: number, enabled: boolean) => useQuery({ ...printOptionsQuery(levelId), enabled });
