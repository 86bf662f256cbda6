import { useSearchParams } from 'react-router';
import { actionsDisabled, type Me } from '@lectern/domain';
import {
  SELECTED_ASSIGNMENT_PARAM,
  VideoAssignmentControls,
  VideoAssignmentsList,
} from '../features/assignments/video-assignment-controls.js';
import { VideoLessonPage } from '../features/videos/video-lesson-page.js';

/**
 * The video lesson page (VIDEO-10) with the assignments composed in: the sticky bar's assign
 * controls and the side panel's list, both reading `selectedAssignmentId` from the address.
 */
export function VideoLessonRoute({ me }: { me: Me }) {
  const [query, setQuery] = useSearchParams();
  const raw = query.get(SELECTED_ASSIGNMENT_PARAM);
  // VIDEO-10: the load is skipped when the id is absent (or not a number).
  const selectedId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const here = `/video-lesson?${query.toString()}`;
  const onSelect = (id: number | null) =>
    setQuery(
      (q) => {
        const next = new URLSearchParams(q);
        if (id === null) next.delete(SELECTED_ASSIGNMENT_PARAM);
        else next.set(SELECTED_ASSIGNMENT_PARAM, String(id));
        return next;
      },
      { replace: true },
    );
  return (
    <VideoLessonPage
      me={me}
      slots={(video) => ({
        // A teacher who may not assign it (a lite account on a premium video, an incomplete account) is not offered it.
        assignControls:
          me.isTeacher && me.isAuthorizedTeacher && !actionsDisabled(me, video) ? (
            <VideoAssignmentControls
              me={me}
              storyId={video.id}
              videoTitle={video.title}
              here={here}
              selectedId={selectedId}
              onSelect={onSelect}
            />
          ) : null,
        assignments:
          me.isTeacher || me.isStudent ? <VideoAssignmentsList me={me} storyId={video.id} selectedId={selectedId} /> : null,
      })}
    />
  );
}
