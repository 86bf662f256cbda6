import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { actionsDisabled, type Assignment, type Me } from '@lectern/domain';
import { ShareDialog } from '../features/assignments/assignment-controls.js';
import { VideoAssignmentBuilder } from '../features/assignments/video-builder.js';
import { videoQuery } from '../features/videos/api.js';
import { NotFoundPage } from '../layout/not-found-page.js';
import { ApiError } from '../lib/api.js';

/** Where to go back to: a path of this site only (never another site, never `//host`). */
export function returnPathOf(raw: string | null, fallback: string): string {
  return raw && raw.startsWith('/') && !raw.startsWith('//') && !raw.includes('\\') ? raw : fallback;
}

/**
 * /assignments/create?contentIds={id}&createdFrom={id}&return_url={path} (VIDEO-09): the page an
 * interactive video's Assign opens in a new tab — the video assignment modal over a page that names
 * the video; closing it, or the share modal after publishing, goes back to `return_url`.
 */
export function CreateAssignmentRoute({ me }: { me: Me }) {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const contentId = (query.get('contentIds') ?? '').split(',')[0] ?? '';
  const video = useQuery(videoQuery(contentId));
  const [shared, setShared] = useState<Assignment | null>(null);
  const [open, setOpen] = useState(true);
  const fallback = /^\d{1,9}$/.test(contentId) ? `/video/${contentId}` : '/';
  const back = returnPathOf(query.get('return_url'), fallback);
  if (!/^\d{1,9}$/.test(contentId)) return <NotFoundPage title="We couldn’t find that video" />;
  if (video.isPending) return <main className="page" id="main" aria-busy="true" />;
  if (video.isError) {
    const status = video.error instanceof ApiError ? video.error.status : 0;
    if (status === 404 || status === 400) return <NotFoundPage title="We couldn’t find that video" />;
    return (
      <main className="page" id="main">
        <h1>Create your assignment</h1>
        <p role="alert">We couldn’t load this video. Please try again.</p>
        <Link to={back}>Go back</Link>
      </main>
    );
  }
  const v = video.data;
  const mayAssign = me.isTeacher && me.isAuthorizedTeacher && !actionsDisabled(me, v);
  return (
    <main className="page" id="main">
      <h1>Assign “{v.title}”</h1>
      {mayAssign ? (
        <>
          <p className="muted">
            Choose the classes or groups and when it is due. <Link to={back}>Back to the video</Link>
          </p>
          <VideoAssignmentBuilder
            me={me}
            storyId={v.id}
            videoTitle={v.title}
            here={`/assignments/create?${query.toString()}`}
            assignment={null}
            isOpen={open}
            panelSettings={v.content_type === 'GENERATION_GENIUS_VIDEO'}
            onClose={() => void navigate(back)}
            onSaved={(a, published) => {
              setOpen(false);
              if (published) setShared(a);
              else void navigate(back);
            }}
          />
          <ShareDialog assignment={shared} onClose={() => void navigate(back)} />
        </>
      ) : (
        <p>
          Only teachers with a full account can assign this video. <Link to={back}>Back to the video</Link>
        </p>
      )}
    </main>
  );
}
