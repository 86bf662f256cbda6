import { useState } from 'react';
import { Checkbox, FieldError, Label, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { TEXT_SET_LIMITS } from '@lectern/domain';
import { api } from '../../lib/api.js';
import { useSubmit } from '../../lib/use-submit.js';
import { FormActions } from '../../ui/form-actions.js';
import { SubmitForm } from '../../ui/submit-form.js';
import { TextField } from '../../ui/text-field.js';
import ui from '../../ui/ui.module.css';
import { useCreateTextSet } from './api.js';
import s from './text-sets.module.css';

/**
 * "Create a text set" (TOOLBAR-17, API-41): a title and a description. Made from an article, the
 * article goes into the new set; either way the set's page opens. A refused field says why beside
 * it; any other failure is silent, as the spec has it: the form stays, ready to send again.
 */
export function CreateTextSetForm({
  article,
  onCancel,
}: {
  article?: { contentId: string; language: string };
  onCancel: () => void;
}) {
  const navigate = useNavigate();
  const create = useSubmit(useCreateTextSet());
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [shared, setShared] = useState(true);
  return (
    <SubmitForm
      // TOOLBAR-17: a failed creation shows nothing; only a field's own refusal is said.
      submit={{ ...create, formError: null }}
      onSubmit={() =>
        create.submit(
          { title, description, date_shared: shared ? new Date().toISOString() : null },
          {
            onSuccess: async ({ textSet }) => {
              if (article)
                await api('POST', '/api/v3/content-membership/', {
                  container_id: textSet.id,
                  member_id: Number(article.contentId),
                  language: article.language,
                }).catch(() => undefined);
              await navigate(`/subject/other/${textSet.id}`);
            },
          },
        )
      }
    >
      <TextField
        label="Title"
        name="title"
        value={title}
        onChange={setTitle}
        isRequired
        maxLength={TEXT_SET_LIMITS.title}
        autoFocus
      />
      <AriaTextField
        name="description"
        value={description}
        onChange={setDescription}
        maxLength={TEXT_SET_LIMITS.description}
        className={ui.field}
      >
        <Label className={ui.label}>Description (optional)</Label>
        <TextArea className={`${ui.input} ${s.description}`} rows={3} />
        <FieldError className={ui.fieldError} />
      </AriaTextField>
      <Checkbox isSelected={shared} onChange={setShared} className={s.shareCheck}>
        <span className={s.box} aria-hidden="true">
          {shared ? '✓' : ''}
        </span>
        Anyone signed in with the link can view it
      </Checkbox>
      <FormActions label="Create text set" pendingLabel="Creating…" isPending={create.isPending} onCancel={onCancel} />
    </SubmitForm>
  );
}
