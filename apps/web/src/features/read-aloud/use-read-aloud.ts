import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { READ_ALOUD_TEXT, readAloudChunks, type ArticleLevel } from '@lectern/domain';
import { useToast } from '../../ui/toast.js';
import { speechQuery } from './api.js';
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
  const [player] = useState(() => {
    const highlighter = new WordHighlighter(topInset);
    return new ReadAloudPlayer({
      speech: (req) => qc.fetchQuery(speechQuery(req)),
      onWord: (chunk, mark) => (chunk && mark ? highlighter.show(chunk.identifier, mark) : highlighter.clear()),
      onBlocked: () => toast(READ_ALOUD_TEXT.blocked, 'error'),
    });
  });
  const state = useSyncExternalStore(player.subscribe, player.getState, player.getState);
  const chunks = useMemo(() => readAloudChunks(level), [level]);

  // AUDIO-11: another level starts over (at the same speed); more text of the same level lifts a block.
  useEffect(() => {
    player.setText(String(level.id), chunks, { language: level.language === 'es' ? 'es' : 'en', gated: level.gate !== null });
  }, [player, level.id, level.language, level.gate, chunks]);

  useEffect(() => () => player.stop(), [player]);

  return { player, state, chunks };
}
