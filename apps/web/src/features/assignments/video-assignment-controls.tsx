import { useState } from 'react';
import { Link } from 'react-router';
import { ASSIGNMENT_TEXT as T, type Assignment, type Me } from '@lectern/domain';
import { PlainButton } from '../../ui/plain-button.js';
import { useStoryAssignments } from './api.js';
import { ShareDialog } from './assignment-controls.js';
import { VideoAssignmentBuilder } from './video-builder.js';
import s from './assignments.module.css';

/** The query parameter that selects one of the teacher's assignments on the video lesson page (VIDEO-10). */
export const SELECTED_ASSIGNMENT_PARAM = 'selectedAssignmentId';

interface VideoAssignProps {
  me: Me;
  storyId: string;
  videoTitle: string;
  /** Path and query of the page. */
  here: string;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}

/**
 * The sticky bar's assign controls on the video lesson page (VIDEO-24, VIDEO-27): "Assign" opens
 * the video assignment modal; with an assignment selected, "Assignment settings" edits it. After a
 * published save, the share modal.
 */
export function VideoAssignmentControls({ me, storyId, videoTitle, here, selectedId, onSelect }: VideoAssignProps) {
  const assignments = useStoryAssignments(storyId, me);
  const selected = assignments.data?.results.find((a) => a.assignment_id === selectedId) ?? null;
  // undefined: closed; null: a new assignment; else the assignment being edited.
  const [editing, setEditing] = useState<Assignment | null | undefined>(undefined);
  const [shared, setShared] = useState<Assignment | null>(null);
  return (
    <div className={s.videoControls}>
      {selected && (
        <PlainButton variant="secondary" onClick={() => setEditing(selected)}>
          {T.builderTitleUpdate}
        </PlainButton>
      )}
      <PlainButton onClick={() => setEditing(null)}>{T.assign}</PlainButton>
      <VideoAssignmentBuilder
        me={me}
        storyId={storyId}
        videoTitle={videoTitle}
        here={here}
        assignment={editing ?? null}
        isOpen={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSaved={(a, published) => {
          setEditing(undefined);
          onSelect(a.assignment_id);
          if (published) setShared(a);
        }}
      />
      <ShareDialog assignment={shared} onClose={() => setShared(null)} />
    </div>
  );
}

/**
 * VIDEO-11, VIDEO-14: the side panel's assignments of this video — a teacher's own (drafts too),
 * the one matching `selectedAssignmentId` marked; a student's own, each opening the lesson under it.
 */
export function VideoAssignmentsList({ me, storyId, selectedId }: Omit<VideoAssignProps, 'videoTitle' | 'here' | 'onSelect'>) {
  const assignments = useStoryAssignments(storyId, me);
  const list = assignments.data?.results ?? [];
  if (assignments.isPending) return null;
  if (!list.length)
    return (
      <p className={s.muted}>
        {me.isStudent ? 'You have no assignments for this video.' : 'You have not assigned this video yet.'}
      </p>
    );
  return (
    <ul className={s.videoAssignments}>
      {list.map((a) => {
        const isSelected = a.assignment_id === selectedId;
        return (
          <li
            key={a.assignment_id}
            className={isSelected ? `${s.videoAssignment} ${s.videoAssignmentSelected}` : s.videoAssignment}
          >
            <span>
              <strong>{a.title}</strong>
              {a.is_draft && <span className={s.muted}> · Draft</span>}
            </span>
            {isSelected ? (
              <span className={s.muted} aria-current="true">
                Selected
              </span>
            ) : (
              <Link to={`/video-lesson?contentId=${storyId}&${SELECTED_ASSIGNMENT_PARAM}=${a.assignment_id}`}>
                {me.isStudent ? 'Open' : 'Select'}
                <span className="visually-hidden"> {a.title}</span>
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
