import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, shortTitle, TEXT_SET_TEXT as T, type Me } from '@lectern/domain';
import { buttonClass } from '../../ui/plain-button.js';
import { Modal } from '../../ui/modal.js';
import { keepsTextSets, useMyTextSets } from './api.js';
import { CreateTextSetForm } from './create-text-set-form.js';
import s from './text-sets.module.css';

/** /text-sets: the teacher's (or parent's) text sets, each leading to its page; and a new one. */
export function TextSetsPage({ me }: { me: Me }) {
  const keeps = keepsTextSets(me);
  const sets = useMyTextSets(keeps);
  const [creating, setCreating] = useState(false);
  const mayCreate = keeps && !me.isLiteUser;
  return (
    <main className="page" id="main">
      <div className="page-header">
        <div>
          <h1>Text sets</h1>
          <p className="muted">Collections of articles for a unit, a theme or a reading group, to read in order and share.</p>
        </div>
        {mayCreate && (
          <button type="button" className={buttonClass('primary')} onClick={() => setCreating(true)}>
            {T.create}
          </button>
        )}
      </div>
      {!keeps ? (
        <p>Text sets are kept by teachers and parents. Ask your teacher for the link to one.</p>
      ) : me.isLiteUser ? (
        <p className={s.empty}>{T.liteDisabled}</p>
      ) : sets.isError ? (
        <p role="alert">We couldn’t load your text sets. Please try again.</p>
      ) : sets.data?.results.length === 0 ? (
        <div className={s.empty}>
          <p>You have no text sets yet. Create one here, or open an article in the library and choose Save in its toolbar.</p>
          <Link to="/search" className={buttonClass('secondary')}>
            Go to the library
          </Link>
        </div>
      ) : (
        <ul className={s.sets} aria-busy={sets.isPending}>
          {sets.data?.results.map((set) => (
            <li key={set.id} className={s.set}>
              <h2>
                <Link to={`/subject/other/${set.id}`}>{shortTitle(set.title)}</Link>
              </h2>
              {set.description && <p className={s.setMeta}>{shortTitle(set.description, 140)}</p>}
              <p className={s.setMeta}>
                {set.members.length} {set.members.length === 1 ? 'article' : 'articles'} · Created {formatDate(set.date_created)}{' '}
                · {set.date_shared ? 'Shared by link' : 'Only you'}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Modal title={T.create} isOpen={creating} onOpenChange={setCreating}>
        {creating && <CreateTextSetForm onCancel={() => setCreating(false)} />}
      </Modal>
    </main>
  );
}
