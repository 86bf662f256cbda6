import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Me, VideoData, VideoQuizSubmission, VideoQuizSubmissionBody, VideoQuizSubmissionList } from '@lectern/domain';
import { api } from '../../lib/api.js';
import { apiQuery } from '../../lib/query.js';

const isVideoId = (id: string) => /^\d{1,9}$/.test(id);

/** One video for its page (the interactive view and the lesson page). */
export const videoQuery = (id: string) =>
  apiQuery({
    queryKey: ['video', id],
    endpoint: { path: `/api/v3/videos/${id}/`, schema: 'VideoView' },
    enabled: isVideoId(id),
    retry: false,
    staleTime: 5 * 60_000,
  });

export const useVideo = (id: string) => useQuery(videoQuery(id));

/**
 * API-37: the interactive video's data at its data.url, for the quiz annotations. VIDEO-08: a
 * failed fetch goes to the console only; the video plays on without questions.
 */
export function useVideoData(url: string | null) {
  return useQuery({
    queryKey: ['video-data', url],
    enabled: url !== null,
    retry: 1,
    staleTime: 5 * 60_000,
    queryFn: async (): Promise<VideoData> => {
      try {
        return await api<VideoData>('GET', url!);
      } catch (err) {
        console.error('Could not load the interactive video data.', err);
        return { annotations: [] };
      }
    },
  });
}

const submissionsKey = (videoId: string, userId: number) => ['video-quiz-submissions', videoId, userId] as const;

/** API-36, VIDEO-04: a student's stored answers to this video, shown again on return. */
export const videoSubmissionsQuery = (videoId: string, me: Me | null) =>
  apiQuery({
    queryKey: submissionsKey(videoId, me?.id ?? 0),
    endpoint: {
      path: `/api/v3/interactive-video-link-quiz-submission/?interactive_video_ids=${videoId}&submitted_by_users=${me?.id ?? 0}`,
      schema: 'VideoQuizSubmissionList',
    },
    enabled: me?.isStudent === true && isVideoId(videoId),
  });

export const useVideoSubmissions = (videoId: string, me: Me) => useQuery(videoSubmissionsQuery(videoId, me));

/**
 * VIDEO-07: sends an answer; the server grades it and keeps the first. A failed send is retried
 * (the answer is idempotent), so a bad connection does not lose it.
 */
export function useSubmitVideoAnswer(videoId: string, me: Me) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<VideoQuizSubmissionBody, 'interactive_video_id'>) =>
      api<VideoQuizSubmission>('POST', '/api/v3/interactive-video-link-quiz-submission/', {
        interactive_video_id: Number(videoId),
        ...body,
      }),
    retry: 3,
    onSuccess: (saved) => {
      qc.setQueryData<VideoQuizSubmissionList>(submissionsKey(videoId, me.id), (old) => ({
        results: [...(old?.results ?? []).filter((r) => r.quiz_id !== saved.quiz_id), saved],
      }));
    },
  });
}
