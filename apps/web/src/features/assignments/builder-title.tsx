import { useId } from 'react';
import { ASSIGNMENT_TEXT as T, ASSIGNMENT_TITLE_MAX, titleError, titleLength } from '@lectern/domain';
import { PlainButton } from '../../ui/plain-button.js';
import s from './assignments.module.css';

/**
 * The title, with its error once touched and a live count of its characters (the field never cuts
 * what is typed or pasted: a title over the limit is refused at save, with the schema's message),
 * and the instructions behind "+ Add instructions".
 */
export function BuilderTitle({
  title,
  onTitleChange,
  touched,
  onTouched,
  showInstructions,
  onShowInstructions,
  instructions,
  onInstructionsChange,
}: {
  title: string;
  onTitleChange: (title: string) => void;
  /** The title was left or a save was tried: its error shows from then on. */
  touched: boolean;
  onTouched: () => void;
  showInstructions: boolean;
  onShowInstructions: () => void;
  instructions: string;
  onInstructionsChange: (instructions: string) => void;
}) {
  const ids = { title: useId(), instructions: useId() };
  const titleMessage = titleError(title, touched);
  const length = titleLength(title);
  const errorId = `${ids.title}-error`;
  const counterId = `${ids.title}-count`;
  return (
    <>
      <div className={s.field}>
        <span className={s.labelRow}>
          <label htmlFor={ids.title}>Title</label>
          <span id={counterId} className={length > ASSIGNMENT_TITLE_MAX ? s.counterOver : s.counter}>
            {length}/{ASSIGNMENT_TITLE_MAX}
          </span>
        </span>
        <input
          id={ids.title}
          value={title}
          onChange={(e) => onTitleChange(e.target.value)}
          onBlur={onTouched}
          aria-invalid={titleMessage !== null}
          aria-describedby={titleMessage ? `${errorId} ${counterId}` : counterId}
        />
        {titleMessage && (
          <p id={errorId} className={s.fieldError}>
            {titleMessage}
          </p>
        )}
      </div>

      {showInstructions ? (
        <div className={s.field}>
          <label htmlFor={ids.instructions}>Instructions</label>
          <textarea id={ids.instructions} rows={4} value={instructions} onChange={(e) => onInstructionsChange(e.target.value)} />
        </div>
      ) : (
        <PlainButton variant="quiet" className={s.linkButton} onClick={onShowInstructions}>
          + {T.addInstructions}
        </PlainButton>
      )}
    </>
  );
}
