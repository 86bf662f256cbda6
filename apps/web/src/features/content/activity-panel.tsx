import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QUIZ_OMISSION_TEXT, type ArticleLevel, type Content, type Me } from '@lectern/domain';
import { PlainButton } from '../../ui/plain-button.js';
import s from './view.module.css';

/** Titles of the panels an activityPanel value opens (PLAT-16). */
export const PANEL_TITLES: Record<string, string> = {
  checks_for_understanding: 'Checks for understanding',
  quiz: 'Quiz',
  quizOverview: 'Quiz',
  quizPreview: 'Quiz',
  write_prompt: 'Write prompt',
  assignment: 'Assignment',
  annotations: 'Annotations',
  power_words_activity: 'Power Words',
  vocabulary: 'Vocabulary',
  discussion_questions: 'Discussion questions',
  teacher_resources: 'Teacher resources',
};

/** Query parameters that belong to an open panel; Back removes them (PLAT-59). */
export const PANEL_PARAMS = ['activityPanel', 'question', 'quizId', 'powerWordsActivityId', 'assignmentId'] as const;

/** A panel another feature provides: its title, an optional small label above it (QUIZ-21), its body. */
export interface ExtraPanel {
  title: string;
  label?: string;
  body: ReactNode;
}

/** The activityPanel value and id parameter that open an attachment's panel. */
const ATTACHMENT_PANELS: Record<string, { panel: string; param: string }> = {
  QUIZ: { panel: 'quiz', param: 'quizId' },
  POWER_WORDS_ACTIVITY: { panel: 'power_words_activity', param: 'powerWordsActivityId' },
};

const SMALL_SCREEN = '(max-width: 767px)';

/**
 * The right-side activity panel (PLAT-58 … PLAT-60): the activity picker by default, or the panel
 * that `activityPanel` names with its header (Back labelled Activities, title, Close). On small
 * and medium screens it overlays the article and Escape closes it.
 */
export function ActivityPanel({
  content,
  level,
  panel,
  expanded,
  auto = false,
  onExpandedChange,
  onBack,
  extraPanels = {},
  pickerTop,
  pickerEnd,
  me,
}: {
  /** Panels other features provide (the student's assignment, quizzes, Power Words). */
  extraPanels?: Record<string, ExtraPanel>;
  pickerTop?: ReactNode;
  pickerEnd?: ReactNode;
  me?: Me;
  content: Content;
  level: ArticleLevel;
  panel: string | null;
  expanded: boolean;
  /** Before the page knows the screen size: CSS shows the panel on wide screens only. */
  auto?: boolean;
  onExpandedChange: (expanded: boolean) => void;
  onBack: () => void;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!expanded) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && window.matchMedia(SMALL_SCREEN).matches) onExpandedChange(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [expanded, onExpandedChange]);

  const extra = panel ? extraPanels[panel] : undefined;
  const title = extra?.title ?? (panel ? (PANEL_TITLES[panel] ?? 'Activity') : 'Activities');
  return (
    <aside
      ref={ref}
      className={auto ? s.panelAuto : expanded ? s.panelOpen : s.panelClosed}
      aria-label={title}
      id="activity-panel"
      hidden={!expanded}
    >
      <div className={s.panelHeader}>
        {panel && (
          <PlainButton variant="quiet" className={s.panelBack} onClick={onBack}>
            ‹ Activities
          </PlainButton>
        )}
        <h2 className={s.panelTitle}>
          {extra?.label && <span className={s.panelLabel}>{extra.label}</span>}
          {title}
        </h2>
        <PlainButton
          variant="quiet"
          className={s.panelClose}
          aria-label="Close activity panel"
          onClick={() => onExpandedChange(false)}
        >
          ✕
        </PlainButton>
      </div>
      <div className={s.panelBody}>
        {extra ? (
          extra.body
        ) : panel ? (
          <UnavailablePanel />
        ) : (
          <ActivityPicker
            content={content}
            level={level}
            openable={Object.keys(extraPanels)}
            top={pickerTop}
            end={pickerEnd}
            canViewPowerWords={me?.canViewPowerWords ?? false}
          />
        )}
      </div>
    </aside>
  );
}

function UnavailablePanel() {
  return <p className="muted">This activity isn’t available for this article yet.</p>;
}

/**
 * What this level offers (PLAT-56). An activity whose panel is available opens it; Power Words is
 * left out for readers who may not use it (PW-02).
 */
function ActivityPicker({
  content,
  level,
  openable,
  top,
  end,
  canViewPowerWords,
}: {
  content: Content;
  level: ArticleLevel;
  openable: string[];
  top?: ReactNode;
  end?: ReactNode;
  canViewPowerWords: boolean;
}) {
  const [query] = useSearchParams();
  const items = content.attachments
    .filter((a) => a.content_type !== 'POWER_WORDS_ACTIVITY' || canViewPowerWords)
    .map((a) => ({ a, n: a.data.levels.find((l) => l.article_level_id === level.id)?.question_count ?? 0 }))
    .filter((x) => x.n > 0);
  const omission = content.data.quiz_omission_reason;
  const linkTo = (type: string, id: number) => {
    const target = ATTACHMENT_PANELS[type];
    if (!target || !openable.includes(target.panel)) return null;
    const next = new URLSearchParams(query);
    next.set('activityPanel', target.panel);
    next.set(target.param, String(id));
    next.delete('question');
    return `?${next.toString()}`;
  };
  return (
    <div className={s.picker}>
      {top}
      {omission && <p className={s.notice}>{QUIZ_OMISSION_TEXT[omission]}</p>}
      {items.length > 0 ? (
        <>
          <h3 className={s.pickerHeading}>With this level</h3>
          <ul className={s.pickerList}>
            {items.map(({ a, n }) => {
              const name = a.content_type === 'WRITE_PROMPT' ? 'Write prompt' : a.data.name;
              const to = linkTo(a.content_type, a.id);
              return (
                <li key={a.id}>
                  {to ? (
                    <Link className={s.pickerLink} to={to} replace>
                      <span className={s.pickerName}>{name}</span>
                      <span className="muted">{countLabel(a.content_type, n)}</span>
                    </Link>
                  ) : (
                    <>
                      <span className={s.pickerName}>{name}</span>
                      <span className="muted">{countLabel(a.content_type, n)}</span>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p className="muted">There are no activities for this level yet.</p>
      )}
      {end}
    </div>
  );
}

function countLabel(type: string, n: number) {
  if (type === 'QUIZ') return `${n} ${n === 1 ? 'question' : 'questions'}`;
  if (type === 'POWER_WORDS_ACTIVITY') return `${n} ${n === 1 ? 'word' : 'words'}`;
  return '1 prompt';
}
