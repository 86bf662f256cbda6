import { useId } from 'react';
import { algorithmOutputToPrompts, WRITE_TEXT, type ArticleLevel, type Content } from '@lectern/domain';
import { useGeneratedPrompts, usePrompts } from './api.js';
import { PromptText } from './write-prompt-parts.js';
import s from './write-prompts.module.css';

/**
 * A teacher in "View as student" (PLAT-33): the prompt their classes answer and the editor as a
 * student gets it, without saving anything.
 */
export function StudentPreview({ content, level }: { content: Content; level: ArticleLevel }) {
  const id = useId();
  const prompts = usePrompts(content.id);
  const generated = useGeneratedPrompts(content.id, level.id);
  if (prompts.isPending) return <p className="muted">{WRITE_TEXT.loading}</p>;
  const own = prompts.data?.results ?? [];
  const fallback = generated.data ? (algorithmOutputToPrompts(generated.data.algorithm_output)[0] ?? null) : null;
  const shown =
    own.length > 0 ? own.map((p) => ({ key: p.id, label: p.classrooms.map((c) => c.name).join(', '), text: p.text })) : [];
  if (shown.length === 0 && fallback !== null) shown.push({ key: 0, label: 'Every class', text: fallback });
  return (
    <div className={s.panel}>
      <p className={s.quietNote}>
        Students choose their class, write their response here and submit it. Nothing is saved in this preview.
      </p>
      {shown.length === 0 && (
        <p className="muted">{generated.isPending ? WRITE_TEXT.loading : 'There is no write prompt for this level yet.'}</p>
      )}
      {shown.map((p) => (
        <div key={p.key} className={s.promptBox}>
          <p className={s.cardLabel}>{p.label}</p>
          <PromptText text={p.text} />
        </div>
      ))}
      <div className={s.field}>
        <label htmlFor={`${id}-preview`} className={s.label}>
          Your response
        </label>
        <textarea id={`${id}-preview`} className={s.responseEditor} placeholder={WRITE_TEXT.placeholder} readOnly />
      </div>
    </div>
  );
}
