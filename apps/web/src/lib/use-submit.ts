/**
 * The one way a page sends a write (a form or a button): a second press while the first request is
 * on its way sends nothing, and the API's refusal is kept per field until the person edits that
 * field. Built on a TanStack Query mutation, so the feature's own hook (its request and what it
 * refreshes) stays in the feature's api.ts.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError } from './api.js';

/** What to do when the write is answered. Both run even if the form has gone meanwhile: the write happened. */
export interface SubmitHandlers<TData, TVars> {
  onSuccess?: (data: TData, vars: TVars) => unknown;
  onError?: (error: Error, vars: TVars) => unknown;
}

export interface Submit<TData, TVars> {
  /** Sends the write, unless one is already on its way (a double click, Enter pressed twice). */
  submit: (vars: TVars, handlers?: SubmitHandlers<TData, TVars>) => void;
  /** From the press until the answer: the submit button says so and refuses another press. */
  isPending: boolean;
  /** The last refusal, until the next submit. */
  error: Error | null;
  /** The refusal's message for each field (by its `name`), except fields edited since. */
  fieldErrors: Record<string, string>;
  /** The refusal's message when no field carries it (or no answer came at all). */
  formError: string | null;
  /** Forgets a field's refusal once its value changes. */
  clearField: (name: string) => void;
  /** For a form: editing any named field forgets that field's refusal, so nothing stale is left to block or shift the next press. */
  onInput: (e: { target: EventTarget | null }) => void;
}

const NO_FIELDS: Record<string, string> = {};

/**
 * Wraps a feature's mutation for a form or a write button. `errorText` rewords a refusal that has
 * no field (for example a 403 that means "no such teacher" on this form).
 */
export function useSubmit<TData, TVars>(
  mutation: UseMutationResult<TData, Error, TVars, unknown>,
  { errorText }: { errorText?: (error: ApiError) => string } = {},
): Submit<TData, TVars> {
  // The mutation's own pending state reaches the page a task later (TanStack Query notifies on a
  // timer), which a quick double click beats; this flag is set in the same event as the press.
  const inFlight = useRef(false);
  const { mutateAsync, error, isPending } = mutation;
  const [edited, setEdited] = useState<{ of: Error | null; names: ReadonlySet<string> }>({ of: null, names: new Set() });
  const apiError = error instanceof ApiError ? error : null;
  const fields = apiError?.fields ?? NO_FIELDS;

  const submit = useCallback(
    (vars: TVars, handlers: SubmitHandlers<TData, TVars> = {}) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutateAsync(vars)
        .then(
          (data) => {
            inFlight.current = false;
            handlers.onSuccess?.(data, vars);
          },
          (e: unknown) => {
            inFlight.current = false;
            handlers.onError?.(e instanceof Error ? e : new Error(String(e)), vars);
          },
        )
        .catch((e: unknown) => console.error(e));
    },
    [mutateAsync],
  );

  // Edits count against the refusal they followed; a new refusal starts with none.
  const editedNames = edited.of === error ? edited.names : null;
  const clearField = useCallback(
    (name: string) => {
      if (!(name in fields) || editedNames?.has(name)) return;
      setEdited({ of: error, names: new Set([...(editedNames ?? []), name]) });
    },
    [fields, editedNames, error],
  );

  // One object per refusal and edit, so a form's field validation sees a change only when there is one.
  const fieldErrors = useMemo(() => {
    if (!editedNames?.size) return fields;
    return Object.fromEntries(Object.entries(fields).filter(([name]) => !editedNames.has(name)));
  }, [fields, editedNames]);

  const formError =
    error === null
      ? null
      : !apiError
        ? 'Something went wrong. Please try again.'
        : Object.keys(apiError.fields).length > 0
          ? null
          : (errorText?.(apiError) ?? apiError.message);

  const onInput = useCallback(
    (e: { target: EventTarget | null }) => {
      const name = (e.target as Partial<HTMLInputElement> | null)?.name;
      if (name) clearField(name);
    },
    [clearField],
  );

  return { submit, isPending, error, fieldErrors, formError, clearField, onInput };
}
