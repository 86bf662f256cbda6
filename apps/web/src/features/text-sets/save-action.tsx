/**
 * "Save" / "Add to text set" (TOOLBAR-01, TOOLBAR-10 … TOOLBAR-17): a teacher or parent ticks the
 * text sets an article belongs in. Each tick puts it in or takes it out at once (optimistically,
 * rolled back with the error toast if the call fails); "Create a text set" makes a new set with the
 * article in it and opens its page. For a free (lite) account the action is disabled and says why.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { inTextSet, shortTitle, TEXT_SET_TEXT as T } from '@lectern/domain';
import type { MenuEntry } from '../../ui/menu-button.js';
import { Modal } from '../../ui/modal.js';
import { buttonClass } from '../../ui/plain-button.js';
import { useToast } from '../../ui/toast.js';
import { useMyTextSets, useToggleMembership } from './api.js';
import { CreateTextSetForm } from './create-text-set-form.js';
import s from './text-sets.module.css';

type Step = 'closed' | 'pick' | 'create';

/**
 * The action for the toolbar: a "Save" button on wide screens (its class hides it where the
 * toolbar collapses) and an "Add to text set" entry for the "More actions" menu there; both open
 * the same dialog. `mode` is the domain's `textSetAction` for the reader.
 */
export function useSaveAction(mode: 'hidden' | 'disabled' | 'enabled') {
  const [step, setStep] = useState<Step>('closed');
  const open = () => setStep('pick');
  const menuEntries: MenuEntry[] = mode === 'hidden' ? [] : [{ id: 'add-to-text-set', label: T.action, onSelect: open }];
  const render = (article: { contentId: string; language: string }, className?: string) =>
    mode === 'hidden' ? null : (
      <>
        <button
          type="button"
          className={buttonClass('secondary', `${mode === 'disabled' ? s.disabled : ''} ${className ?? ''}`)}
          aria-haspopup="dialog"
          aria-disabled={mode === 'disabled' ? true : undefined}
          onClick={open}
        >
          {T.button}
        </button>
        <Modal
          title={step === 'create' ? T.create : T.action}
          isOpen={step !== 'closed'}
          onOpenChange={(isOpen) => !isOpen && setStep('closed')}
        >
          {mode === 'disabled' ? (
            <LiteReason onClose={() => setStep('closed')} />
          ) : step === 'create' ? (
            <CreateTextSetForm article={article} onCancel={() => setStep('pick')} />
          ) : (
            step === 'pick' && <TextSetPicker article={article} onCreate={() => setStep('create')} />
          )}
        </Modal>
      </>
    );
  return { menuEntries, render };
}

/** TOOLBAR-11: why a free account cannot save to text sets, and what unlocks it. */
function LiteReason({ onClose }: { onClose: () => void }) {
  return (
    <div className="stack">
      <p>{T.liteDisabled}</p>
      <div className="row">
        <Link to="/solutions" className={buttonClass('primary')}>
          Learn about subscriptions
        </Link>
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}

/** The user's text sets, each ticked when the article is in it (TOOLBAR-13, TOOLBAR-14). */
export function TextSetPicker({ article, onCreate }: { article: { contentId: string; language: string }; onCreate: () => void }) {
  const sets = useMyTextSets(true);
  const toggle = useToggleMembership();
  const toast = useToast();
  const hint = useId();
  if (sets.isPending) return <p className="muted">Loading your text sets…</p>;
  if (sets.isError) return <p className={s.error}>Your text sets aren’t loading. Please try again later.</p>;
  const list = sets.data.results;
  return (
    <div className="stack">
      {list.length > 0 ? (
        <>
          <p id={hint} className="muted">
            Tick a text set to add this article to it; untick it to take the article out.
          </p>
          <ul className={s.pickList} aria-describedby={hint}>
            {list.map((set) => {
              const member = inTextSet(set, article.contentId);
              const name = shortTitle(set.title);
              const busy = toggle.isPending && toggle.variables?.setId === set.id;
              return (
                <li key={set.id}>
                  <button
                    type="button"
                    role="checkbox"
                    aria-checked={member}
                    className={s.pick}
                    // One call at a time per set, so a quick second tick cannot overtake the first.
                    aria-disabled={busy || undefined}
                    title={set.title === name ? undefined : set.title}
                    onClick={() =>
                      !busy &&
                      toggle.mutate(
                        { setId: set.id, contentId: article.contentId, language: article.language, add: !member },
                        {
                          onSuccess: () => toast(member ? T.removed(name) : T.added(name)),
                          onError: () => toast(T.failed('Article'), 'error'),
                        },
                      )
                    }
                  >
                    <span className={member ? s.boxOn : s.box} aria-hidden="true">
                      {member ? '✓' : ''}
                    </span>
                    <span className={s.pickName}>{name}</span>
                    <span className={`muted ${s.pickCount}`}>
                      {set.members.length} {set.members.length === 1 ? 'article' : 'articles'}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p className="muted">You have no text sets yet. Create one to collect articles for a unit or a reading group.</p>
      )}
      <div className="row">
        <button type="button" className={buttonClass('primary')} onClick={onCreate}>
          {T.create}
        </button>
        <Link to="/text-sets" className={buttonClass('quiet')}>
          All your text sets
        </Link>
      </div>
    </div>
  );
}
