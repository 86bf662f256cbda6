import { expect, type Page } from '@playwright/test';

/** A word the listen bar marked: the chunk it is in, its text and where it starts in the chunk's element. */
export interface MarkedWord {
  chunk: string;
  text: string;
  offset: number;
}

declare global {
  interface Window {
    readAloudWords?: MarkedWord[];
    readAloudAudio?: HTMLMediaElement;
  }
}

/**
 * Read-aloud on the article page (AUDIO-01): the Listen toggle and the bar it opens. The word
 * marked is read from the CSS highlight registry; `probe()` also records each word as it is
 * marked and keeps the audio element, so a journey can follow the voice and hurry it along.
 */
export class ListenBar {
  constructor(private readonly page: Page) {}

  /** Call before the page loads. */
  static async probe(page: Page) {
    await page.addInitScript(() => {
      const words: MarkedWord[] = (window.readAloudWords = []);
      // The registry is map-like and a highlight set-like (typed here: the e2e compiles without DOM.Iterable).
      const registry = HighlightRegistry.prototype as unknown as {
        set: (this: unknown, name: string, highlight: Iterable<Range>) => unknown;
      };
      const set = registry.set;
      registry.set = function (name, highlight) {
        const range = [...highlight][0];
        const element = range?.startContainer.parentElement?.closest<HTMLElement>('[data-read-aloud],[data-block]');
        if (name === 'read-aloud-word' && range && element) {
          const before = document.createRange();
          before.selectNodeContents(element);
          before.setEnd(range.startContainer, range.startOffset);
          words.push({
            chunk: element.dataset['readAloud'] ?? `block-${element.dataset['block']}`,
            text: range.toString(),
            offset: before.toString().length,
          });
        }
        return set.call(this, name, highlight);
      };
      const play = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'play')!.value as (
        this: HTMLMediaElement,
      ) => Promise<void>;
      HTMLMediaElement.prototype.play = function () {
        window.readAloudAudio = this;
        return play.call(this);
      };
    });
  }

  get toggle() {
    return this.page.getByRole('button', { name: 'Listen', exact: true });
  }

  get region() {
    return this.page.getByRole('region', { name: 'Listen' });
  }

  get playButton() {
    return this.region.getByRole('button', { name: 'Play', exact: true });
  }

  get pauseButton() {
    return this.region.getByRole('button', { name: 'Pause', exact: true });
  }

  get speed() {
    return this.region.getByLabel('Speed');
  }

  /** The text of the word marked now (CSS.highlights), or null. */
  currentWord() {
    return this.page.evaluate(() => {
      const highlight = (CSS.highlights as unknown as Map<string, Iterable<Range>>).get('read-aloud-word');
      const range = highlight ? [...highlight][0] : undefined;
      return range?.toString() ?? null;
    });
  }

  /** Every word marked since the page loaded, in order. */
  words() {
    return this.page.evaluate(() => window.readAloudWords ?? []);
  }

  /** Waits until more than `count` words have been marked; returns them all. */
  async wordsAfter(count: number) {
    await expect.poll(async () => (await this.words()).length, { timeout: 20_000 }).toBeGreaterThan(count);
    return this.words();
  }

  /** Plays the audio faster than the speed chosen (the element's own rate), to reach later text sooner. */
  hurry(rate: number) {
    return this.page.evaluate((r) => {
      const audio = window.readAloudAudio!;
      audio.defaultPlaybackRate = r;
      audio.playbackRate = r;
    }, rate);
  }
}
