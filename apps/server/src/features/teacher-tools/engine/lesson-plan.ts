/**
 * The offline lesson plan (API-33): a ProseMirror document (Tiptap's StarterKit nodes: heading,
 * paragraph, bulletList, orderedList, listItem, text with bold marks) built from the teacher's
 * objective, the standards they chose and the offline engine's reading of the level — objectives,
 * timed steps adding up to the allotted time, differentiation for multilingual learners and a
 * project idea when asked, assessment questions, an exit ticket and the standards.
 */
import { z } from 'zod';
import { beforeReadingActivity, discussionQuestions, keyTerms, mainIdea, type ToolText } from './offline.js';

export interface PmNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: PmNode[];
  text?: string;
  marks?: { type: string }[];
}

const text = (t: string, bold = false): PmNode => ({ type: 'text', text: t, ...(bold ? { marks: [{ type: 'bold' }] } : {}) });
const para = (...parts: (string | PmNode)[]): PmNode => ({
  type: 'paragraph',
  content: parts.map((p) => (typeof p === 'string' ? text(p) : p)),
});
const heading = (t: string, level = 2): PmNode => ({ type: 'heading', attrs: { level }, content: [text(t)] });
const list = (type: 'bulletList' | 'orderedList', items: (string | PmNode)[]): PmNode => ({
  type,
  content: items.map((i) => ({ type: 'listItem', content: [typeof i === 'string' ? para(i) : i] })),
});

export interface LessonPlanInput {
  text: ToolText;
  objective: string;
  allottedTime: number;
  standards: { code: string; name: string }[];
  projectIdea: boolean;
  multilingual: boolean;
  extraAssessment: boolean;
  /** Whether the article has a version in Spanish (for multilingual learners). */
  hasSpanish: boolean;
}

/** Minutes for each step, in proportion, rounded so they add up to the allotted time exactly. */
export function splitMinutes(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const raw = weights.map((w) => (w / sum) * total);
  const minutes = raw.map((r) => Math.max(1, Math.floor(r)));
  let left = total - minutes.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) minutes[order[k]![1]]!++;
  for (let k = minutes.length - 1; left < 0; k = (k - 1 + minutes.length) % minutes.length)
    if (minutes[k]! > 1) {
      minutes[k]!--;
      left++;
    }
  return minutes;
}

const line = (max: number) => z.string().trim().min(1).max(max);
/**
 * What a language model drafts of a plan (prompts/lesson-plan.md): the steps with their shares of
 * the time, the assessment questions, the exit ticket and, when asked, the supports and the project.
 * The objective, the standards, the timing and the article's terms and main idea stay ours.
 */
export const ModelLessonPlan = z.object({
  steps: z
    .array(z.object({ name: line(60), weight: z.number().positive().max(100), what: line(600) }))
    .min(3)
    .max(8),
  assessment_questions: z.array(line(400)).min(2).max(8),
  exit_ticket: line(400),
  multilingual_supports: z.array(line(400)).min(1).max(6).optional(),
  project_idea: line(800).optional(),
});
export type ModelLessonPlan = z.infer<typeof ModelLessonPlan>;

/** The plan, drafted by the offline engine, or with the parts a model drafted (`fromModel`). */
export function lessonPlan(input: LessonPlanInput, fromModel?: ModelLessonPlan): PmNode {
  const { text: t } = input;
  const idea = mainIdea(t);
  const terms = keyTerms(t, 5);
  const before = beforeReadingActivity(t);
  const questions = discussionQuestions(t).questions.map((q) => q.question);
  const termNames = terms.map((k) => k.term);

  const offlineSteps: { name: string; weight: number; what: string }[] = [
    { name: 'Warm-up', weight: 15, what: before.instructions },
    {
      name: 'Read',
      weight: 30,
      what: `Students read “${t.title}” at their level, marking the sentences that answer the objective.`,
    },
    {
      name: 'Discuss',
      weight: 25,
      what: `In small groups, students answer the discussion questions below, quoting the text; then share with the class.`,
    },
    ...(input.projectIdea
      ? [{ name: 'Project', weight: 15, what: 'Students start the project below in pairs and agree on who does what.' }]
      : []),
    { name: 'Check understanding', weight: 10, what: 'Students answer the assessment questions on their own.' },
    { name: 'Exit ticket', weight: 5, what: 'Each student answers the exit ticket before leaving.' },
  ];
  const steps = fromModel?.steps ?? offlineSteps;
  const minutes = splitMinutes(
    input.allottedTime,
    steps.map((s) => s.weight),
  );

  const doc: PmNode[] = [
    heading(`Lesson plan: ${t.title}`, 1),
    para(text('Allotted time: ', true), `${input.allottedTime} minutes`),
    heading('Learning objective'),
    para(input.objective),
    heading('Standards'),
    list(
      'bulletList',
      input.standards.map((s) => para(text(`${s.code}: `, true), s.name)),
    ),
    heading('Lesson steps'),
    list(
      'orderedList',
      steps.map((s, i) => para(text(`${s.name} (${minutes[i]} min). `, true), s.what)),
    ),
    heading('Key terms'),
    list(
      'bulletList',
      terms.map((k) => para(text(`${k.term}: `, true), k.definition)),
    ),
    heading('Main idea'),
    para(idea.main_idea),
    heading('Discussion questions'),
    list('orderedList', questions),
  ];
  if (input.multilingual)
    doc.push(
      heading('Support for multilingual learners'),
      list(
        'bulletList',
        fromModel?.multilingual_supports ?? [
          `Preview the key terms (${termNames.join(', ') || 'from the text'}) with pictures or gestures before reading, and let students add a word in their home language beside each.`,
          input.hasSpanish
            ? 'Spanish speakers may read the article’s Spanish version first, then the English one at the same level.'
            : 'Pair students who share a home language for the reading, so they can talk the text through.',
          `Give sentence frames for the discussion: “The article says that ___.” “${termNames[0] ?? 'This'} matters because ___.” “I agree / disagree because the text says ___.”`,
          'Let students answer the exit ticket with a drawing and a labelled sentence.',
        ],
      ),
    );
  if (input.projectIdea)
    doc.push(
      heading('Project idea'),
      para(
        fromModel?.project_idea ??
          `Make a one-page explainer or a short slideshow for younger students that teaches the main idea of “${t.title}”, using at least three of the key terms (${termNames.slice(0, 3).join(', ')}) and one quotation from the text as evidence.`,
      ),
    );
  const assessment = fromModel?.assessment_questions ?? [
    `In your own words, what is the main idea of “${t.title}”? Give one detail from the text that supports it.`,
    ...terms.slice(0, 2).map((k) => `What does “${k.term}” mean in this article? Use it in a sentence of your own.`),
  ];
  if (input.extraAssessment && !fromModel)
    assessment.push(
      `How does the text help you meet this objective: “${input.objective}”? Point to one paragraph.`,
      questions[0] ?? `Which sentence of the article would you quote to explain it to a friend, and why?`,
    );
  doc.push(
    heading('Assessment questions'),
    list('orderedList', assessment),
    heading('Exit ticket'),
    para(
      fromModel?.exit_ticket ??
        `Write one sentence that answers the learning objective, using one key term from today’s article.`,
    ),
  );
  return { type: 'doc', content: doc };
}
