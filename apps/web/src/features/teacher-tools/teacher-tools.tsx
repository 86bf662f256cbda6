import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  LESSON_PLAN_TEXT,
  TEACHER_TOOL_TABS,
  TEACHER_TOOLS_TEXT as TEXT,
  type BeforeReadingActivity,
  type DiscussionQuestions,
  type KeyTerm,
  type MainIdea,
  type Standard,
  type TeacherToolName,
} from '@lectern/domain';
import { useTeacherTool } from './api.js';
import { LessonPlanner } from './lesson-planner.js';
import { ReportGeneratedContent } from './report-generated-content.js';
import s from './teacher-tools.module.css';

/**
 * "Apply to your lesson" (TOOLS-01 … TOOLS-08): a teacher's drafts for the level on screen — main
 * idea, key terms, a before-reading activity and discussion questions — under the article. The
 * route shows it only to teachers outside present mode, student preview and banner mode, and not to
 * a lite teacher on a premium article (TOOLS-06); the server checks the same.
 *
 * Main idea is the selected tab at first (TOOLS-02); nothing is drafted until the teacher picks a
 * tab (the selected one too), so a page view costs no drafting: until then the panel says so (TOOLS-04).
 */
type Tab = TeacherToolName | 'lesson-planner';

export function TeacherTools({
  contentId,
  levelId,
  planner = null,
}: {
  contentId: string;
  levelId: number;
  /** TOOLS-09: the lesson planner's tab, when its flag is on: who the teacher is and the article's standards. */
  planner?: { userUniqueId: string; standards: readonly Standard[] } | null;
}) {
  const [open, setOpen] = useState(true);
  const [selected, setSelected] = useState<Tab>(planner ? 'lesson-planner' : 'main-idea');
  const [asked, setAsked] = useState(false);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const list: readonly { tool: Tab; label: string }[] = planner
    ? [{ tool: 'lesson-planner', label: LESSON_PLAN_TEXT.tab }, ...TEACHER_TOOL_TABS]
    : TEACHER_TOOL_TABS;
  // The planner's tab is selected when it becomes available (the flag read after the first render).
  const plannerOn = planner !== null;
  useEffect(() => {
    if (plannerOn) setSelected('lesson-planner');
    else setSelected((t) => (t === 'lesson-planner' ? 'main-idea' : t));
  }, [plannerOn]);
  const pick = (tool: Tab) => {
    setSelected(tool);
    setAsked(true);
  };
  // Arrow keys move between the tabs and pick the one they reach (the ARIA tabs pattern).
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const n = list.length;
    const to =
      e.key === 'ArrowRight'
        ? (i + 1) % n
        : e.key === 'ArrowLeft'
          ? (i - 1 + n) % n
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? n - 1
              : -1;
    if (to < 0) return;
    e.preventDefault();
    tabs.current[to]?.focus();
    pick(list[to]!.tool);
  };
  return (
    <section className={s.panel} aria-labelledby={`${id}-title`}>
      <div className={s.header}>
        <h2 id={`${id}-title`} className={s.title}>
          {TEXT.title}
        </h2>
        <button
          type="button"
          className={s.toggle}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
        >
          {open ? TEXT.hide : TEXT.show}
        </button>
      </div>
      <div id={`${id}-body`} hidden={!open}>
        <div role="tablist" aria-label="Teacher tools" className={s.tabs}>
          {list.map((t, i) => (
            <button
              key={t.tool}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${t.tool}`}
              aria-selected={selected === t.tool}
              aria-controls={`${id}-tabpanel`}
              tabIndex={selected === t.tool ? 0 : -1}
              className={s.tab}
              onClick={() => pick(t.tool)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {t.label}
              {t.tool === 'lesson-planner' && <span className={s.badge}>{LESSON_PLAN_TEXT.tabBadge}</span>}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${id}-tabpanel`} aria-labelledby={`${id}-tab-${selected}`} className={s.body} tabIndex={0}>
          {selected === 'lesson-planner' && planner ? (
            <LessonPlanner contentId={contentId} userUniqueId={planner.userUniqueId} standards={planner.standards} />
          ) : asked && selected !== 'lesson-planner' ? (
            <ToolOutput contentId={contentId} levelId={levelId} tool={selected} />
          ) : (
            <p className={s.empty}>{TEXT.empty}</p>
          )}
        </div>
      </div>
    </section>
  );
}

function ToolOutput({ contentId, levelId, tool }: { contentId: string; levelId: number; tool: TeacherToolName }) {
  const query = useTeacherTool(contentId, levelId, tool);
  if (query.isPending)
    return (
      <p className={s.status} role="status">
        {TEXT.loading}
      </p>
    );
  if (query.isError || !query.data)
    return (
      <p className={s.failure} role="alert">
        {TEXT.failure}
      </p>
    );
  const output = query.data.algorithm_output;
  return (
    <div aria-live="polite">
      <p className={s.disclaimer}>{TEXT.disclaimer}</p>
      {tool === 'main-idea' && <MainIdeaView value={output as MainIdea} />}
      {tool === 'key-terms' && <TermList terms={output as KeyTerm[]} />}
      {tool === 'before-reading-activity' && <BeforeReadingView value={output as BeforeReadingActivity} />}
      {tool === 'discussion-questions' && <QuestionsView value={output as DiscussionQuestions} />}
      {tool !== 'key-terms' && (
        <ReportGeneratedContent key={`${levelId}:${tool}`} contentId={contentId} levelId={levelId} tool={tool} />
      )}
    </div>
  );
}

function MainIdeaView({ value }: { value: MainIdea }) {
  return (
    <>
      <h3 className={s.subheading}>Main idea</h3>
      <blockquote className={s.quote}>{value.main_idea}</blockquote>
      {value.supporting_details.length > 0 && (
        <>
          <h3 className={s.subheading}>Supporting details</h3>
          <ul className={s.list}>
            {value.supporting_details.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function TermList({ terms }: { terms: readonly KeyTerm[] }) {
  if (terms.length === 0) return <p className={s.status}>This level has no key terms.</p>;
  return (
    <dl className={s.terms}>
      {terms.map((t) => (
        <div key={t.term} className={s.term}>
          <dt>{t.term}</dt>
          <dd>{t.definition}</dd>
        </div>
      ))}
    </dl>
  );
}

function BeforeReadingView({ value }: { value: BeforeReadingActivity }) {
  return (
    <>
      <h3 className={s.subheading}>Before students read</h3>
      <p>{value.instructions}</p>
      {value.words.length > 0 && (
        <>
          <h3 className={s.subheading}>Words to preview</h3>
          <TermList terms={value.words} />
        </>
      )}
      <h3 className={s.subheading}>Questions to start the conversation</h3>
      <ul className={s.list}>
        {value.questions.map((q) => (
          <li key={q}>{q}</li>
        ))}
      </ul>
    </>
  );
}

function QuestionsView({ value }: { value: DiscussionQuestions }) {
  return (
    <ol className={s.list}>
      {value.questions.map((q) => (
        <li key={q.question}>{q.question}</li>
      ))}
    </ol>
  );
}
