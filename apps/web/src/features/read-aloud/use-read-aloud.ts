import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { READ_ALOUD_TEXT, readAloudChunks, type ArticleLevel } from '@lectern/domain';
import { useToast } from '../../ui/toast.js';
import { leaveTheFloor, speechQuery, takeTheFloor } from '../../lib/speech.js';
import { ReadAloudPlayer } from './player.js';
import { WordHighlighter } from './word-highlight.js';

/**
 * The player for one article level, its state for the listen bar, and the word it marks in the
 * page. `topInset` is how far down the screen the sticky bars reach, so a word is never scrolled
 * under them. The player stops when the bar goes (AUDIO-12).
 */
export function useReadAloud(level: ArticleLevel, topInset: () => number) {
  const qc = useQueryClient();
  const toast = useToast();
  const [{ player, voice }] = useState(() => {
    const highlighter = new WordHighlighter(topInset);
    const voice = Symbol('article');
    const player: ReadAloudPlayer = new ReadAloudPlayer({
      speech: (req) => qc.fetchQuery(speechQuery(req)),
      onWord: (chunk, mark) => (chunk && mark ? highlighter.show(chunk.identifier, mark) : highlighter.clear()),
      onBlocked: () => toast(READ_ALOUD_TEXT.blocked, 'error'),
      // AUDIO-09: the article speaking pauses a quiz's voice, and a quiz's pauses the article.
      onStart: () => takeTheFloor(voice, () => player.pause()),
    });
    return { player, voice };
  });
  const state = useSyncExternalStore(player.subscribe, player.getState, player.getState);
  const chunks = useMemo(() => readAloudChunks(level), [level]);

  // AUDIO-11: another level starts over (at the same speed); more text of the same level lifts a block.
  useEffect(() => {
    player.setText(String(level.id), chunks, { language: level.language === 'es' ? 'es' : 'en', gated: level.gate !== null });
  }, [player, level.id, level.language, level.gate, chunks]);

  useEffect(
    () => () => {
      player.stop();
      leaveTheFloor(voice);
    },
    [player, voice],
  );

  return { player, state, chunks };
}
