import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate, shortTitle, TEXT_SET_TEXT as T, type Me } from '@lectern/domain';
import { cardGridClass, ContentCard } from '../../activities/content-card.js';
import { NotFoundPage } from '../../layout/not-found-page.js';
import { ApiError } from '../../lib/api.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { buttonClass } from '../../ui/plain-button.js';
import { useToast } from '../../ui/toast.js';
import ui from '../../ui/ui.module.css';
import { useRemoveFromSet, useTextSet } from './api.js';
import s from './text-sets.module.css';

/**
 * /subject/other/{textSetId} (TOOLBAR-17): a text set — its title, description and articles as the
 * library's cards, and its link to share. Its owner takes articles out here; anyone else it is
 * shared with reads it, and sees of its articles those they may open.
 */
export function TextSetPage({ me }: { me: Me }) {
  const { textSetId = '' } = useParams();
  const set = useTextSet(textSetId);
  const remove = useRemoveFromSet(textSetId);
  const toast = useToast();
  if (set.isPending) return <main className="page" id="main" aria-busy="true" />;
  if (set.isError) {
    const status = set.error instanceof ApiError ? set.error.status : 0;
    if (status === 404 || status === 400) return <NotFoundPage />;
    return (
      <main className="page" id="main">
        <h1>Text set</h1>
        <p role="alert">We couldn’t load this text set. Please try again.</p>
      </main>
    );
  }
  const data = set.data;
  const name = shortTitle(data.title);
  const count = data.members.length;
  return (
    <main className="page" id="main">
      <div className="page-header">
        <div>
          <p className={s.eyebrow}>Text set</p>
          <h1>{data.title}</h1>
          {data.description && <p className={s.setDescription}>{data.description}</p>}
          <p className="muted">
            {data.is_owner ? 'Your text set' : `By ${data.owner.display_name}`} · {count} {count === 1 ? 'article' : 'articles'} ·
            Created {formatDate(data.date_created)}
          </p>
        </div>
        {data.is_owner && (
          <Link to="/text-sets" className={buttonClass('secondary')}>
            All your text sets
          </Link>
        )}
      </div>
      {data.date_shared ? (
        <ShareLink id={data.id} />
      ) : (
        data.is_owner && <p className={s.share}>Only you can see this text set: it was made without a share link.</p>
      )}
      {data.cards.length === 0 ? (
        <div className={s.empty}>
          {data.is_owner ? (
            <>
              <p>{T.empty}</p>
              <Link to="/search" className={buttonClass('primary')}>
                Go to the library
              </Link>
            </>
          ) : (
            <p>No articles in this text set yet.</p>
          )}
        </div>
      ) : (
        <>
          {count > data.cards.length && (
            <p className="muted">Some articles of this text set aren’t available to your account, so they aren’t shown.</p>
          )}
          <ul className={cardGridClass} aria-label={`Articles in ${name}`}>
            {data.cards.map((card) => (
              <ContentCard
                key={card.id}
                card={card}
                me={me}
                titleLevel={2}
                footer={
                  data.is_owner && (
                    <button
                      type="button"
                      className={buttonClass('secondary')}
                      aria-label={`Remove ${card.title} from this text set`}
                      onClick={() =>
                        remove.mutate(card.id, {
                          onSuccess: () => toast(T.removed(name)),
                          onError: () => toast(T.failed('Article'), 'error'),
                        })
                      }
                    >
                      Remove
                    </button>
                  )
                }
              />
            ))}
          </ul>
        </>
      )}
    </main>
  );
}

/** The set's address, to copy and send: whoever opens it signed in reads the set. */
function ShareLink({ id }: { id: number }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const path = `/subject/other/${id}`;
  const url = hydrated ? `${window.location.origin}${path}` : path;
  return (
    <div className={s.share}>
      <label className={s.shareField}>
        <span>Share link: anyone signed in with it can view this text set</span>
        <input className={ui.input} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() =>
          void navigator.clipboard.writeText(url).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? 'Link copied' : 'Copy link'}
      </button>
    </div>
  );
}
