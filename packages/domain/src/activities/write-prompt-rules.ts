/**
 * Write prompts and students' responses (WRITE-*): the rules that need no I/O. Generated prompts
 * are made from the level's own text; a response's status follows its dates and review; a save is
 * decided against the stored revision so that a late autosave never overwrites newer text.
 */

export const WRITE_LIMITS = {
  /** A teacher's prompt. */
  promptMax: 2_000,
  /** A student's response (the bound: over this the student is told, and the draft is kept). */
  responseMax: 20_000,
  /** A review's written feedback. */
  feedbackMax: 5_000,
  /** WRITE-24: scores are out of 4. */
  maxScore: 4,
  /** WRITE-19: typing autosaves after this pause. */
  autosaveDebounceMs: 2_000,
  /** WRITE-22: the "Draft saved" time refreshes this often. */
  draftClockMs: 60_000,
} as const;

export const WRITE_TEXT = {
  panelTitle: 'Write prompt',
  tryThis: 'Or try this write prompt',
  loading: 'Loading...',
  selectClass: 'Select a class to respond to:',
  placeholder: 'Start typing...',
  doubleCheck: 'Did you double-check your work?',
  noEditAfter: "You won't be able to edit your response after you submit it.",
  submitFailed: 'Unable to submit Write Prompt response',
  promptRequired: 'A write prompt needs some text.',
  promptTooLong: `A write prompt can be at most ${WRITE_LIMITS.promptMax.toLocaleString('en-US')} characters.`,
  responseTooLong: `Your response is over ${WRITE_LIMITS.responseMax.toLocaleString('en-US')} characters. Shorten it to save it; your draft is kept on this device.`,
  feedbackTooLong: `Feedback can be at most ${WRITE_LIMITS.feedbackMax.toLocaleString('en-US')} characters.`,
} as const;

/** The 4-point rubric a review is scored against; a teacher may reword it per prompt. */
export const DEFAULT_RUBRIC: readonly [string, string, string, string] = [
  'Answers part of the prompt; few or no details from the article.',
  'Answers the prompt with one detail from the article; the explanation is thin.',
  'Answers the prompt clearly with two or more details from the article, explained.',
  'Answers every part of the prompt with well-chosen evidence, explained in the student’s own words and clearly organised.',
];

// --- Generated prompts (WRITE-07, WRITE-08, API-26) ---

export interface PromptSource {
  title: string;
  /** The level's text, block by block: headings and paragraphs. */
  body: readonly { kind: string; text: string }[];
  /** The level's key terms. */
  keyTerms: readonly string[];
  /** The prompt written with the level in the corpus, if any: it leads. */
  authored?: string | null;
}

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z“"‘'])/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** Words that mark a sentence as a claim someone could agree or disagree with. */
const CLAIM = /\b(should|must|best|better|worse|most important|never|always|need to|ought|argue[sd]?|believe[sd]?|because)\b/iu;
const words = (s: string) => s.split(/\s+/u).filter(Boolean).length;

/** The level's sentences that state a claim, in text order, of a length worth quoting. */
function claimsOf(source: PromptSource) {
  return source.body
    .filter((b) => b.kind !== 'heading')
    .flatMap((b) => sentencesOf(b.text))
    .filter((s) => CLAIM.test(s) && words(s) >= 6 && words(s) <= 40);
}

const quote = (s: string) => `“${s.replace(/^["“]|["”]$/gu, '')}”`;

/**
 * WRITE-08, API-26: prompts made from the level's own text — the prompt written with it, then its
 * title, its sections, its key terms and the claims it makes — most general first. Deterministic: the same text gives the
 * same prompts. Never empty while the level has a title.
 */
export function generatePrompts(source: PromptSource): string[] {
  const title = source.title.trim();
  const prompts: string[] = [];
  const authored = source.authored?.trim();
  if (authored) prompts.push(authored);
  if (title)
    prompts.push(
      `What is “${title}” mostly about? Explain the main idea in your own words and support it with two details from the article.`,
    );
  const claims = claimsOf(source);
  if (claims[0])
    prompts.push(`The article says: ${quote(claims[0])} Do you agree? Explain why or why not, using evidence from the article.`);
  const terms = [...new Set(source.keyTerms.map((t) => t.trim()).filter(Boolean))];
  if (terms.length >= 2)
    prompts.push(`Explain how “${terms[0]}” and “${terms[1]}” are connected in this article. Use an example from the text.`);
  else if (terms[0]) prompts.push(`What does “${terms[0]}” mean in this article? Use an example from the text to explain it.`);
  const headings = source.body
    .filter((b) => b.kind === 'heading')
    .map((b) => b.text.trim())
    .filter(Boolean);
  if (headings.length >= 2)
    prompts.push(
      `Which section matters most to the article as a whole: “${headings[0]}” or “${headings[headings.length - 1]}”? Explain your choice with details from both.`,
    );
  if (claims[1])
    prompts.push(
      `Someone reads ${quote(claims[1])} and disagrees. Write what they might say, then answer them using the article.`,
    );
  if (title)
    prompts.push(
      `What is one question you still have after reading “${title}”? Explain what in the article made you wonder about it.`,
    );
  return prompts;
}

/** WRITE-08: the API's `algorithm_output`, one prompt per line, each led by "* ". */
export const promptsToAlgorithmOutput = (prompts: readonly string[]) => prompts.map((p) => `* ${p}`).join('\n');

/** WRITE-08: `algorithm_output` back into prompts: split on newlines, a leading "* " removed, blank lines dropped. */
export const algorithmOutputToPrompts = (output: string) =>
  output
    .split(/\r?\n/u)
    .map((line) => line.replace(/^\* /u, '').trim())
    .filter((line) => line.length > 0);

/** WRITE-10: Refresh moves to the next generated prompt, wrapping around at the end. */
export const nextPromptIndex = (current: number, count: number) => (count === 0 ? 0 : (current + 1) % count);

/** WRITE-06: a teacher's prompt is saved only when it is non-empty and differs from the current one. */
export const canSavePrompt = (draft: string, current: string) => draft.trim().length > 0 && draft.trim() !== current.trim();

// --- Responses (WRITE-11 … WRITE-16) ---

export interface ResponseState {
  date_completed: string | null;
  review: { score: number | null; date_revision_requested: string | null } | null;
}

export type ResponseStatus = 'draft' | 'submitted' | 'reviewed';

/** WRITE-12: draft until submitted; reviewed once a review exists. */
export function responseStatus(r: ResponseState): ResponseStatus {
  if (r.review) return 'reviewed';
  return r.date_completed ? 'submitted' : 'draft';
}

/** WRITE-13: a class is completed when its latest response is submitted and has no revision request. */
export const classCompleted = (latest: ResponseState | undefined) =>
  latest !== undefined && latest.date_completed !== null && !latest.review?.date_revision_requested;

/**
 * WRITE-16: after a review without a score (or one that asks for a revision) the student may write
 * a new response; a scored review, or a submission not yet reviewed, stands.
 */
export const mayRespondAgain = (latest: ResponseState) =>
  latest.date_completed !== null &&
  latest.review !== null &&
  (latest.review.score === null || latest.review.date_revision_requested !== null);

/** WRITE-20: nothing to autosave when both the stored and the new text are empty. */
export const shouldAutosave = (stored: string, typed: string) => !(stored.trim() === '' && typed.trim() === '');

export type SaveDecision = { kind: 'store' } | { kind: 'same' } | { kind: 'stale' } | { kind: 'submitted' };

/**
 * Whether the server stores a save, given what it holds. A save names the revision it was made
 * from (`base`); only a save made from the stored revision is stored (which then becomes base + 1).
 * A save of exactly the stored text is answered as stored, so a retry of a save that did reach the
 * server is harmless, and so is a submit of the stored text. A submitted response takes no more
 * saves, except the same submission again.
 */
export function decideSave(
  stored: { revision: number; text: string; submitted: boolean },
  save: { base: number; text: string; submit: boolean },
): SaveDecision {
  if (stored.submitted) return save.submit && save.text === stored.text ? { kind: 'same' } : { kind: 'submitted' };
  // The same text loses nothing whatever it was based on: a retry, or a submit of what is stored.
  if (save.text === stored.text) return save.submit ? { kind: 'store' } : { kind: 'same' };
  if (save.base !== stored.revision) return { kind: 'stale' };
  return { kind: 'store' };
}

/** A score is a whole number from 0 to 4, or none (a review with feedback only). */
export const isScore = (n: unknown): n is number =>
  Number.isInteger(n) && (n as number) >= 0 && (n as number) <= WRITE_LIMITS.maxScore;
