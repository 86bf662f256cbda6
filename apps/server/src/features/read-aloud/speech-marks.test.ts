import { describe, expect, it } from 'vitest';
import { readAloudChunks, wordsOf, type ArticleLevel } from '@lectern/domain';
import { readCorpus, toBody } from '../../seed/corpus.js';
import { speak } from './speech-worker.js';

// The speech of the whole corpus takes a minute or more, so this runs in one pass of the suite
// (the embedded one), not again in the PostgreSQL pass: it touches no database.
describe.runIf(!process.env['DATABASE_URL'])('the speech marks of the corpus (AUDIO-14, AUDIO-16)', () => {
  it('every chunk of every level of every article: one mark per word, in order, each slicing back to its word', async () => {
    const problems: string[] = [];
    let chunks = 0;
    for (const article of readCorpus()) {
      for (const file of article.levels) {
        const level = {
          title: file.title,
          byline: file.byline,
          author: file.author,
          display_published_at: `${article.published}T00:00:00Z`,
          body: toBody(file.paragraphs),
        } as ArticleLevel;
        for (const chunk of readAloudChunks(level)) {
          chunks++;
          const voice = file.language === 'es' ? 'es' : 'en-us';
          const { marks } = await speak({ text: chunk.text, voice, wordsPerMinute: 175 }, { encode: false });
          const where = `${article.slug} ${file.language} grade ${file.grade_band} ${chunk.identifier}`;
          const words = wordsOf(chunk.text);
          if (marks!.length !== words.length) problems.push(`${where}: ${marks!.length} marks for ${words.length} words`);
          marks!.forEach((m, i) => {
            if (chunk.text.slice(m.start, m.start + m.value.length) !== m.value)
              problems.push(`${where}: mark ${i} does not slice back`);
            if (i > 0 && m.time < marks![i - 1]!.time) problems.push(`${where}: mark ${i} goes back in time`);
          });
          // A word whose time was only inferred keeps the time of the word before it: allow a few
          // (eSpeak joins some short pairs, such as "of the"), never a run of them.
          const same = marks!.filter((m, i) => i > 0 && m.time === marks![i - 1]!.time).length;
          if (same > Math.max(2, words.length * 0.1)) problems.push(`${where}: ${same} of ${words.length} words share a time`);
        }
      }
    }
    expect(chunks).toBeGreaterThan(1000);
    expect(problems).toEqual([]);
  }, 600_000);
});
