import { useEffect, useRef, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  activitiesEditable,
  ELA_LICENCE_TEXT,
  QUIZ_OMISSION_TEXT,
  SUBJECT_NAMES,
  type ArticleLevel,
  type Content,
  type Me,
} from '@lectern/domain';
import { activityForPanel, activityForType, type Activity } from '../../activities/activity.js';
import { useFeatures } from '../../lib/use-features.js';
import { PlainButton } from '../../ui/plain-button.js';
import s from './view.module.css';

/** Titles of the panels an activityPanel value opens that are not (yet) registered activities (PLAT-16). */
const PANEL_TITLES: Record<string, string> = {
  checks_for_understanding: 'Checks for understanding',
  write_prompt: 'Write prompt',
  assignment: 'Assignment',
  annotations: 'Annotations',
  vocabulary: 'Vocabulary',
  discussion_questions: 'Discussion questions',
  teacher_resources: 'Teacher resources',
};

/** A panel that can open: its title, an optional small label above it (QUIZ-21), its body. */
export interface OpenPanel {
  title: string;
  label?: string;
  body: ReactNode;
}

const SMALL_SCREEN = '(max-width: 767px)';

const subscribeToScreen = (change: () => void) => {
  const query = window.matchMedia(SMALL_SCREEN);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};

/** Whether the screen is a phone's (the panel is then a drawer); false in the server's HTML. */
function useSmallScreen() {
  return useSyncExternalStore(
    subscribeToScreen,
    () => window.matchMedia(SMALL_SCREEN).matches,
    () => false,
  );
}

/** The Back button's label and the picker's title (PLAT-59). */
const BACK_LABEL = 'Activities';

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
  activities,
  openPanels,
  pickerTop,
  pickerEnd,
  tools = [],
  me,
}: {
  /** Reading tools' panels (annotations), listed first. */
  tools?: PickerTool[];
  /** The registered activities: the picker links to theirs, and titles their panels. */
  activities: readonly Activity[];
  /** The panels that can open here, by activityPanel value (the activities', the student's assignment). */
  openPanels: Record<string, OpenPanel>;
  pickerTop?: ReactNode;
  pickerEnd?: ReactNode;
  /** The reader as the page is shown (a teacher in "View as student" is a student here). */
  me: Me;
  content: Content;
  level: ArticleLevel;
  panel: string | null;
  expanded: boolean;
  /** Before the page knows the screen size: CSS shows the panel on wide screens only. */
  auto?: boolean;
  onExpandedChange: (expanded: boolean) => void;
  onBack: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!expanded) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && window.matchMedia(SMALL_SCREEN).matches) onExpandedChange(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [expanded, onExpandedChange]);

  // On a phone the open panel is a drawer over the article, announced as a dialog (the page behind
  // it is inert: use-inert-behind-drawer.ts). The page holds still under it; opened by the reader
  // (a button, a link), it takes focus and gives it back when it closes. Opened by the address at
  // load, it leaves focus where the page starts, so the first Tab still reaches the skip link.
  const small = useSmallScreen();
  const drawer = expanded && !auto && small;
  useEffect(() => {
    const panel = ref.current;
    if (!drawer || !panel) return;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const active = document.activeElement;
    const returnTo = active instanceof HTMLElement && active !== document.body ? active : null;
    if (returnTo && !panel.contains(returnTo)) panel.focus({ preventScroll: true });
    return () => {
      root.style.overflow = overflow;
      if (returnTo?.isConnected) setTimeout(() => returnTo.focus({ preventScroll: true }), 0);
    };
  }, [drawer]);

  const extra = panel ? openPanels[panel] : undefined;
  const title =
    extra?.title ?? (panel ? (activityForPanel(activities, panel)?.title ?? PANEL_TITLES[panel] ?? 'Activity') : BACK_LABEL);
  return (
    <>
      {/* On phones the open panel is a drawer over the article; its backdrop closes it (CSS shows it there only). */}
      {expanded && !auto && <div className={s.panelBackdrop} aria-hidden="true" onClick={() => onExpandedChange(false)} />}
      <div
        ref={ref}
        className={auto ? s.panelAuto : expanded ? s.panelOpen : s.panelClosed}
        aria-label={title}
        id="activity-panel"
        hidden={!expanded}
        // A complementary panel beside the article; on a phone, a dialog over it.
        role={drawer ? 'dialog' : 'complementary'}
        tabIndex={-1}
      >
        <div className={s.panelHeader}>
          {panel &&
            // PLAT-59: Back is labelled "Activities"; where the panel's own title already says so (a
            // student's assignment, ASSIGN-51), it keeps only its arrow so the header reads once.
            (title === BACK_LABEL ? (
              <PlainButton
                variant="quiet"
                className={s.panelBack}
                aria-label={`Back to ${BACK_LABEL}`}
                title={`Back to ${BACK_LABEL}`}
                onClick={onBack}
              >
                <span aria-hidden="true">‹</span>
              </PlainButton>
            ) : (
              <PlainButton variant="quiet" className={s.panelBack} onClick={onBack}>
                ‹ {BACK_LABEL}
              </PlainButton>
            ))}
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
        {/* Focusable, so a keyboard can scroll a panel whose content has nothing else to focus. */}
        <div className={s.panelBody} tabIndex={0}>
          {extra ? (
            extra.body
          ) : panel ? (
            <UnavailablePanel />
          ) : (
            <ActivityPicker
              content={content}
              level={level}
              activities={activities}
              openable={Object.keys(openPanels)}
              tools={tools}
              top={pickerTop}
              end={pickerEnd}
              me={me}
              onLeave={small ? () => onExpandedChange(false) : undefined}
            />
          )}
        </div>
      </div>
    </>
  );
}

function UnavailablePanel() {
  return <p className="muted">This activity isn’t available for this article yet.</p>;
}

/**
 * What this level offers (PLAT-56). An activity whose panel is available opens it; an activity
 * may leave itself out for readers who may not use it (PW-02).
 */
/** A reading tool in the picker: its panel's value, name and count. */
export interface PickerTool {
  value: string;
  title: string;
  count?: ReactNode;
  /** A part of the page itself the row goes to ("#poll-block-title", TOOLS-30), instead of a panel. */
  href?: string;
}

function ActivityPicker({
  content,
  level,
  activities,
  openable,
  tools,
  top,
  end,
  me,
  onLeave,
}: {
  /** Closes the drawer (phones) when a row goes to a part of the page. */
  onLeave?: () => void;
  tools: PickerTool[];
  content: Content;
  level: ArticleLevel;
  activities: readonly Activity[];
  openable: string[];
  top?: ReactNode;
  end?: ReactNode;
  me: Me;
}) {
  const [query] = useSearchParams();
  // Only what is built is offered: an attachment no registered activity opens is left out.
  const items = content.attachments
    .filter((a) => {
      const activity = activityForType(activities, a.content_type);
      return activity !== undefined && (activity.listedFor?.(me) ?? true);
    })
    .map((a) => ({ a, n: a.data.levels.find((l) => l.article_level_id === level.id)?.question_count ?? 0 }))
    .filter((x) => x.n > 0);
  // A tag beside an activity's name ("Beta", GH-01) comes from the reader's feature flags.
  const features = useFeatures(activities.some((a) => a.pickerTag !== undefined)).data;
  const tagOf = (type: string) => activityForType(activities, type)?.pickerTag?.(me, features);
  const omission = content.data.quiz_omission_reason;
  const linkTo = (type: string, id: number) => {
    const activity = activityForType(activities, type);
    if (!activity || !openable.includes(activity.panels[0])) return null;
    const next = new URLSearchParams(query);
    next.set('activityPanel', activity.panels[0]);
    next.set(activity.idParam, String(id));
    next.delete('question');
    return `?${next.toString()}`;
  };
  // A row that goes to a part of the page: it comes into view and takes focus; on a phone the
  // drawer closes first so the part is not under it.
  const goTo = (e: MouseEvent, href: string) => {
    const target = document.getElementById(href.slice(1));
    if (!target) return;
    e.preventDefault();
    onLeave?.();
    setTimeout(() => {
      target.setAttribute('tabindex', '-1');
      target.scrollIntoView({ block: 'start' });
      target.focus({ preventScroll: true });
    }, 0);
  };
  const toolLink = (value: string) => {
    const next = new URLSearchParams(query);
    next.set('activityPanel', value);
    next.delete('question');
    return `?${next.toString()}`;
  };
  return (
    <div className={s.picker}>
      {top}
      {tools.length > 0 && (
        <ul className={s.pickerList} aria-label="Reading tools">
          {tools.map((t) => (
            <li key={t.value}>
              {t.href ? (
                <a className={s.pickerLink} href={t.href} onClick={(e) => goTo(e, t.href!)}>
                  <span className={s.pickerName}>{t.title}</span>
                  {t.count && <span className={`muted ${s.pickerCount}`}>{t.count}</span>}
                </a>
              ) : (
                <Link className={s.pickerLink} to={toolLink(t.value)} replace>
                  <span className={s.pickerName}>{t.title}</span>
                  {t.count && <span className={`muted ${s.pickerCount}`}>{t.count}</span>}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
      {omission && <p className={s.notice}>{QUIZ_OMISSION_TEXT[omission]}</p>}
      {items.length > 0 ? (
        <>
          {/* TOOLS-30: a teacher's activities are grouped under the article's subject. */}
          <h3 className={s.pickerHeading}>
            {me.isTeacher ? `${SUBJECT_NAMES[content.data.subject] ?? 'Article'} activities` : 'With this level'}
          </h3>
          {/* TOOLS-33: without an active ELA licence an ELA article's activities are previews. */}
          {me.isTeacher && !activitiesEditable(me, content.data.subject) && (
            <p className={s.notice}>{ELA_LICENCE_TEXT.readOnly}</p>
          )}
          <ul className={s.pickerList}>
            {items.map(({ a, n }) => {
              const name = a.content_type === 'WRITE_PROMPT' ? 'Write prompt' : a.data.name;
              const to = linkTo(a.content_type, a.id);
              return (
                <li key={a.id}>
                  {to ? (
                    <Link className={s.pickerLink} to={to} replace>
                      <span className={s.pickerName}>
                        {name}
                        {tagOf(a.content_type) && <span className={s.pickerTag}>{tagOf(a.content_type)}</span>}
                      </span>
                      <span className={`muted ${s.pickerCount}`}>{countLabel(activities, a.content_type, n)}</span>
                    </Link>
                  ) : (
                    <>
                      <span className={s.pickerName}>
                        {name}
                        {tagOf(a.content_type) && <span className={s.pickerTag}>{tagOf(a.content_type)}</span>}
                      </span>
                      <span className={`muted ${s.pickerCount}`}>{countLabel(activities, a.content_type, n)}</span>
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

function countLabel(activities: readonly Activity[], type: string, n: number) {
  return activityForType(activities, type)?.countLabel(n) ?? '1 prompt';
}
