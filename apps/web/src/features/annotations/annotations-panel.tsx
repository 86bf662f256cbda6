/**
 * The "Annotations" panel (ANNOT-02 … ANNOT-17): the empty state, a draft card for the text just
 * chosen, and a card per annotation in reading order. Owners edit, recolour and delete; teachers
 * share and unshare; shared annotations open into reply threads (a student's own, or every
 * student's for the teacher who shared). A reader without a mouse chooses text by sentence and
 * highlights it with a button; each card's quote takes them to the highlight in the text.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  ANNOTATION_TEXT as T,
  DEFAULT_PEN,
  PEN_LABELS,
  PEN_NAMES,
  textOf,
  type Annotation,
  type AnnotationThread,
  type ArticleLevel,
  type BlockRange,
  type Content,
  type Me,
  type PenName,
} from '@lectern/domain';
import { articleRoot, domRangeOf, scrollToRange, selectedRange } from '../../activities/anchoring.js';
import { SentenceSelector } from '../../activities/sentence-selector.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { PlainButton } from '../../ui/plain-button.js';
import { logSaveFailure, useAnnotations, useAnnotationWrites, useComments } from './api.js';
import { useBlockTexts, useStartDraft } from './annotation-layer.js';
import { newClientKey, setAnnotationState, useAnnotationState, type Draft } from './annotation-store.js';
import { placementsOf } from './placement.js';
import s from './annotations.module.css';

const QUOTE_SHOWN = 180;
const shortQuote = (q: string) => (q.length > QUOTE_SHOWN ? `${q.slice(0, QUOTE_SHOWN).trimEnd()}…` : q).replace(/\n/g, ' ');
const nameOf = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.trim();
const repliesLabel = (n: number) => `${n} ${n === 1 ? 'reply' : 'replies'}`;

export function AnnotationsPanel({ me, content, level }: { me: Me; content: Content; level: ArticleLevel }) {
  const texts = useBlockTexts(level);
  const { data, isPending, isError } = useAnnotations(level.id);
  const { draft, fresh } = useAnnotationState();
  const startDraft = useStartDraft(level);
  const [said, setSaid] = useState('');
  const [hasSelection, setHasSelection] = useState(false);
  const [keyboardOpen, setKeyboardOpen] = useState(false);

  // "Highlight the selection" is offered while there is a selection in the article.
  useEffect(() => {
    const update = () => {
      const root = articleRoot();
      setHasSelection(Boolean(root && selectedRange(root, texts)));
    };
    update();
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, [texts]);

  // A draft of another level is not this level's (the reader changed level).
  const myDraft = draft && draft.levelId === level.id ? draft : null;
  const places = useMemo(() => (data ? placementsOf(texts, data) : new Map<number, BlockRange | null>()), [data, texts]);
  const cards = useMemo(() => {
    const list = [...(data?.results ?? [])];
    return list.sort((a, b) => a.position.start - b.position.start || a.id - b.id);
  }, [data]);

  const highlightSelection = () => {
    const root = articleRoot();
    const range = root ? selectedRange(root, texts) : null;
    if (range) startDraft(range);
  };

  const report = (text: string, status: number | null, extra: Record<string, unknown>) =>
    logSaveFailure({
      message: T.saveFailed,
      content_id: content.id,
      level_id: level.id,
      assignment_id: null,
      status,
      data: { text, ...extra },
    });

  return (
    <div className={s.panel}>
      <details className={s.keyboard} onToggle={(e) => setKeyboardOpen(e.currentTarget.open)}>
        <summary>Highlight with the keyboard</summary>
        {/* Drawn only while open: closed, its buttons would sit in the page unseen. */}
        {keyboardOpen && (
          <div className={s.keyboardBody}>
            <SentenceSelector texts={texts} language={level.language} />
            <PlainButton
              variant="primary"
              onMouseDown={(e) => e.preventDefault()}
              disabled={!hasSelection}
              onClick={highlightSelection}
            >
              Highlight the selection
            </PlainButton>
          </div>
        )}
      </details>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
      {myDraft && (
        <DraftCard
          key={myDraft.clientKey}
          draft={myDraft}
          quote={textOf(texts, myDraft.range)}
          onSaved={(a) => {
            setAnnotationState({ draft: null, fresh: a.id, active: a.id });
            setSaid(`Highlighted: ${shortQuote(a.quote.exact)}`);
          }}
          onFailed={(text, status) => report(text, status, { range: myDraft.range })}
        />
      )}
      {isError && <p className={s.error}>We’re sorry, the annotations aren’t loading. Please try again later.</p>}
      {!isPending && !isError && cards.length === 0 && !myDraft && <EmptyState />}
      {cards.length > 0 && (
        <ul className={s.cards} aria-label="Annotations on this level">
          {cards.map((a) => (
            <li key={a.id}>
              <AnnotationCard
                annotation={a}
                me={me}
                canShare={data?.can_share ?? false}
                placed={places.get(a.id) ?? null}
                fresh={fresh === a.id}
                onSay={setSaid}
                onFailed={report}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** ANNOT-03: what annotations are, and how to make one. */
function EmptyState() {
  return (
    <div className={s.empty}>
      <p>{T.empty}</p>
      <details className={s.learnMore}>
        <summary>{T.learnMore}</summary>
        <ul>
          <li>
            Select words in the article with your mouse or finger, then choose Annotate. With a keyboard, use Next sentence and
            Highlight the selection.
          </li>
          <li>Pick a colour and add a comment if you like, then Save. Your annotations are yours: only you see them.</li>
          <li>Teachers can share an annotation with their classes; students can reply to it.</li>
          <li>Annotations belong to the level you are reading; change level and you see that level’s.</li>
        </ul>
      </details>
    </div>
  );
}

function PenPicker({ value, onChange }: { value: PenName; onChange: (pen: PenName) => void }) {
  const name = useId();
  return (
    <fieldset className={s.pens}>
      <legend>Highlight colour</legend>
      {PEN_NAMES.map((pen) => (
        <label key={pen} className={s.pen} title={PEN_LABELS[pen]}>
          <input
            type="radio"
            name={name}
            value={pen}
            checked={value === pen}
            onChange={() => onChange(pen)}
            aria-label={PEN_LABELS[pen]}
          />
          <span className={`${s.penSwatch} ${s[`swatch-${pen}`]}`} aria-hidden="true" />
        </label>
      ))}
    </fieldset>
  );
}

/** ANNOT-07: a draft card; Save keeps it, Cancel discards it. A failed save keeps the card and its text. */
function DraftCard({
  draft,
  quote,
  onSaved,
  onFailed,
}: {
  draft: Draft;
  quote: string;
  onSaved: (a: Annotation) => void;
  onFailed: (text: string, status: number | null) => void;
}) {
  const [pen, setPen] = useState<PenName>(DEFAULT_PEN);
  const [text, setText] = useState('');
  const { create } = useAnnotationWrites(draft.levelId);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    // Focus the comment after the panel has opened (ANNOT's 50 ms focus delay).
    const t = setTimeout(() => area.current?.focus({ preventScroll: false }), 50);
    return () => clearTimeout(t);
  }, []);
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    create.mutate(
      { clientKey: draft.clientKey, levelId: draft.levelId, range: draft.range, penName: pen, text },
      {
        onSuccess: onSaved,
        onError: (err) => onFailed(text, (err as { status?: number }).status ?? null),
      },
    );
  };
  return (
    <form className={s.card} data-pen={pen} onSubmit={save} aria-label="New annotation">
      <div className={s.cardHead}>
        <span className={s.author}>New annotation</span>
        <span className={s.badge}>Draft</span>
      </div>
      <blockquote className={`${s.quote} ${s.quoteStatic}`}>{shortQuote(quote)}</blockquote>
      <PenPicker value={pen} onChange={setPen} />
      <label className="visually-hidden" htmlFor={`draft-${draft.clientKey}`}>
        Comment (optional)
      </label>
      <textarea
        id={`draft-${draft.clientKey}`}
        ref={area}
        className={s.textarea}
        placeholder={T.placeholder}
        maxLength={4000}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className={s.actions}>
        <PlainButton type="submit" variant="primary" disabled={create.isPending}>
          {create.isPending ? 'Saving…' : 'Save'}
        </PlainButton>
        <PlainButton variant="secondary" onClick={() => setAnnotationState({ draft: null })}>
          Cancel
        </PlainButton>
      </div>
    </form>
  );
}

function AnnotationCard({
  annotation: a,
  me,
  canShare,
  placed,
  fresh,
  onSay,
  onFailed,
}: {
  annotation: Annotation;
  me: Me;
  canShare: boolean;
  placed: BlockRange | null;
  fresh: boolean;
  onSay: (text: string) => void;
  onFailed: (text: string, status: number | null, extra: Record<string, unknown>) => void;
}) {
  const mine = a.user.id === me.id;
  const [expanded, setExpanded] = useState(fresh);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(a.text);
  const [pen, setPen] = useState<PenName>(a.pen_name);
  const { update, remove } = useAnnotationWrites(a.article_level_id);
  const bodyId = useId();
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (fresh) {
      setExpanded(true);
      card.current?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [fresh]);

  const show = () => {
    setAnnotationState({ active: a.id });
    const root = articleRoot();
    const dom = root && placed ? domRangeOf(root, placed) : null;
    if (dom) scrollToRange(dom);
    onSay(placed ? `Highlight: ${shortQuote(a.quote.exact)}` : T.orphanedHelp);
  };
  const saveEdit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      { id: a.id, change: { text, pen_name: pen } },
      {
        onSuccess: () => setEditing(false),
        onError: (err) => onFailed(text, (err as { status?: number }).status ?? null, { annotation_id: a.id }),
      },
    );
  };
  const shared = a.date_shared !== null;
  const owner = mine ? 'You' : nameOf(a.user);
  return (
    <article
      ref={card}
      className={s.card}
      data-pen={a.pen_name}
      data-fresh={fresh}
      aria-label={`Annotation by ${owner}`}
      onFocus={() => setAnnotationState({ active: a.id })}
    >
      <div className={s.cardHead}>
        <span className={s.author}>{owner}</span>
        {shared && <span className={`${s.badge} ${s.badgeShared}`}>Shared</span>}
        {!placed && (
          <span className={`${s.badge} ${s.badgeOrphan}`} title={T.orphanedHelp}>
            {T.orphaned}
          </span>
        )}
        {shared && (a.reply_count > 0 || !mine) && <span className="muted">{repliesLabel(a.reply_count)}</span>}
        <PlainButton
          variant="quiet"
          className={s.toggle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Collapse' : 'Expand'}
        </PlainButton>
      </div>
      <button
        type="button"
        className={s.quote}
        onClick={show}
        aria-label={placed ? `Show in the text: ${shortQuote(a.quote.exact)}` : `${T.orphaned}: ${shortQuote(a.quote.exact)}`}
      >
        “{shortQuote(a.quote.exact)}”
      </button>
      {!placed && <p className={`muted ${s.help}`}>{T.orphanedHelp}</p>}
      <div id={bodyId} hidden={!expanded} className={s.panel}>
        {editing ? (
          <form className={s.panel} onSubmit={saveEdit} aria-label="Edit annotation">
            <PenPicker value={pen} onChange={setPen} />
            <label className="visually-hidden" htmlFor={`edit-${a.id}`}>
              Comment
            </label>
            <textarea
              id={`edit-${a.id}`}
              className={s.textarea}
              placeholder={T.placeholder}
              maxLength={4000}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            <div className={s.actions}>
              <PlainButton type="submit" variant="primary" disabled={update.isPending}>
                {update.isPending ? 'Saving…' : 'Save'}
              </PlainButton>
              <PlainButton
                variant="secondary"
                onClick={() => {
                  setEditing(false);
                  setText(a.text);
                  setPen(a.pen_name);
                }}
              >
                Cancel
              </PlainButton>
            </div>
          </form>
        ) : (
          a.text && <p className={s.text}>{a.text}</p>
        )}
        {mine && !editing && (
          <div className={s.actions}>
            <PlainButton variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </PlainButton>
            {canShare &&
              (shared ? (
                <PlainButton
                  variant="secondary"
                  disabled={a.hasReplies || update.isPending}
                  title={a.hasReplies ? 'Students have replied, so it stays shared.' : undefined}
                  onClick={() => update.mutate({ id: a.id, change: { shared: false } })}
                >
                  Unshare
                </PlainButton>
              ) : (
                <PlainButton
                  variant="secondary"
                  disabled={update.isPending}
                  onClick={() => update.mutate({ id: a.id, change: { shared: true } })}
                >
                  Share
                </PlainButton>
              ))}
            <PlainButton
              variant="danger"
              disabled={a.hasReplies || remove.isPending}
              title={a.hasReplies ? 'Students have replied, so it stays.' : undefined}
              onClick={() => remove.mutate(a.id, { onSuccess: () => onSay('Annotation deleted.') })}
            >
              Delete
            </PlainButton>
          </div>
        )}
        {mine && canShare && <p className={`muted ${s.help}`}>{T.shareHelp}</p>}
        {shared && expanded && <Threads annotation={a} me={me} onFailed={onFailed} />}
      </div>
    </article>
  );
}

/** The reply threads under a shared annotation: the student's own, or every student's for its owner. */
function Threads({
  annotation: a,
  me,
  onFailed,
}: {
  annotation: Annotation;
  me: Me;
  onFailed: (text: string, status: number | null, extra: Record<string, unknown>) => void;
}) {
  const { data, isPending } = useComments(a.id, true);
  const owner = a.user.id === me.id;
  if (isPending) return <p className="muted">Loading replies…</p>;
  const threads = data?.threads ?? [];
  // A student with no thread yet still gets the reply form (it starts theirs).
  const shown: AnnotationThread[] =
    me.isStudent && !threads.some((t) => t.student.id === me.id)
      ? [...threads, { student: { id: me.id, first_name: me.first_name, last_name: me.last_name }, comments: [] }]
      : threads;
  if (!shown.length) return owner ? <p className={`muted ${s.help}`}>No replies yet.</p> : null;
  return (
    <div className={s.threads}>
      {shown.map((t) => (
        <Thread key={t.student.id} annotation={a} thread={t} me={me} owner={owner} onFailed={onFailed} />
      ))}
    </div>
  );
}

function Thread({
  annotation: a,
  thread,
  me,
  owner,
  onFailed,
}: {
  annotation: Annotation;
  thread: AnnotationThread;
  me: Me;
  owner: boolean;
  onFailed: (text: string, status: number | null, extra: Record<string, unknown>) => void;
}) {
  const { reply } = useAnnotationWrites(a.article_level_id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [clientKey, setClientKey] = useState(newClientKey);
  const last = thread.comments[thread.comments.length - 1];
  const areaId = useId();
  const errorId = useId();
  const send = (e: FormEvent) => {
    e.preventDefault();
    // ANNOT-16: a reply needs text; an empty one is not sent.
    if (!text.trim()) {
      setError(T.replyRequired);
      return;
    }
    setError(null);
    reply.mutate(
      { clientKey, to: last?.id ?? a.id, text, ...(owner && { threadStudentId: thread.student.id }) },
      {
        onSuccess: () => {
          setText('');
          setClientKey(newClientKey());
        },
        onError: (err) => onFailed(text, (err as { status?: number }).status ?? null, { in_response_to: last?.id ?? a.id }),
      },
    );
  };
  return (
    <section className={s.thread} aria-label={owner ? `Replies from ${nameOf(thread.student)}` : 'Your replies'}>
      {owner && <h4 className={s.threadTitle}>{nameOf(thread.student)}</h4>}
      {thread.comments.length > 0 && (
        <ul className={s.comments}>
          {thread.comments.map((c) => (
            <li key={c.id}>
              <Comment comment={c} me={me} isLast={c.id === last?.id} />
            </li>
          ))}
        </ul>
      )}
      {thread.comments.length > 1 && <p className={`muted ${s.help}`}>{T.onlyLast}</p>}
      {(owner ? thread.comments.length > 0 : true) && (
        <form className={s.panel} onSubmit={send} noValidate>
          <label htmlFor={areaId} className="visually-hidden">
            Reply
          </label>
          <textarea
            id={areaId}
            className={s.textarea}
            placeholder={T.placeholder}
            maxLength={4000}
            value={text}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              setText(e.target.value);
              if (error) setError(null);
            }}
          />
          {error && (
            <p id={errorId} className={s.error} role="alert">
              {error}
            </p>
          )}
          <div className={s.actions}>
            <PlainButton type="submit" variant="primary" disabled={reply.isPending}>
              {reply.isPending ? 'Sending…' : 'Reply'}
            </PlainButton>
          </div>
        </form>
      )}
    </section>
  );
}

/** One comment; its author may edit or delete it while it is the last of its thread (ANNOT-14, ANNOT-15). */
function Comment({ comment: c, me, isLast }: { comment: Annotation; me: Me; isLast: boolean }) {
  const mine = c.user.id === me.id;
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(c.text);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { update, remove } = useAnnotationWrites(c.article_level_id);
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      setError(T.replyRequired);
      return;
    }
    update.mutate({ id: c.id, change: { text } }, { onSuccess: () => setEditing(false) });
  };
  return (
    <div className={`${s.comment} ${mine ? s.commentMine : ''}`}>
      <div className={s.cardHead}>
        <span className={s.author}>{mine ? 'You' : nameOf(c.user)}</span>
      </div>
      {editing ? (
        <form className={s.panel} onSubmit={save} noValidate aria-label="Edit reply">
          <label className="visually-hidden" htmlFor={`reply-${c.id}`}>
            Reply
          </label>
          <textarea
            id={`reply-${c.id}`}
            className={s.textarea}
            placeholder={T.placeholder}
            maxLength={4000}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
          />
          {error && (
            <p className={s.error} role="alert">
              {error}
            </p>
          )}
          <div className={s.actions}>
            <PlainButton type="submit" variant="primary" disabled={update.isPending}>
              Save
            </PlainButton>
            <PlainButton
              variant="secondary"
              onClick={() => {
                setEditing(false);
                setText(c.text);
                setError(null);
              }}
            >
              Cancel
            </PlainButton>
          </div>
        </form>
      ) : (
        <p className={s.text}>{c.text}</p>
      )}
      {mine && isLast && !editing && (
        <div className={s.actions}>
          <PlainButton variant="quiet" onClick={() => setEditing(true)}>
            Edit
          </PlainButton>
          <PlainButton variant="quiet" onClick={() => setConfirming(true)}>
            Delete
          </PlainButton>
        </div>
      )}
      <ConfirmDialog
        title={T.confirmDelete}
        isOpen={confirming}
        onOpenChange={setConfirming}
        confirmLabel={T.delete}
        cancelLabel={T.neverMind}
        variant="danger"
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => remove.mutate(c.id, { onSuccess: () => setConfirming(false) })}
      >
        <p>“{shortQuote(c.text)}”</p>
      </ConfirmDialog>
    </div>
  );
}
