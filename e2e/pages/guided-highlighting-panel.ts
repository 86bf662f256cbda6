import { expect, type Page } from '@playwright/test';

/** One question as a teacher's answer key gives it (GET /api/v3/guided-highlighting/{id}/). */
export interface HighlightingKeyQuestion {
  id: number;
  question: string;
  readingSkill: string;
  status: string;
  answer: { text: string } | null;
}

const norm = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The guided-highlighting panel on the article page (activityPanel=guided_highlighting), driven from the keyboard. */
export class GuidedHighlightingPanel {
  constructor(private readonly page: Page) {}

  get panel() {
    return this.page.getByRole('complementary', { name: 'Guided Highlighting' });
  }

  button(name: string) {
    return this.panel.getByRole('button', { name, exact: true });
  }

  /** The page's selection, as the reader sees it (white space folded). */
  selection() {
    return this.page.evaluate(() => window.getSelection()?.toString() ?? '').then(norm);
  }

  /**
   * Presses a panel button from the keyboard: focused, then Enter. A panel drawn again as the
   * answer arrives takes the focus with its old button, so the reader (and this) focuses it again.
   */
  async press(name: string) {
    const button = this.button(name);
    await expect(async () => {
      await button.focus();
      await expect(button).toBeFocused({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await this.page.keyboard.press('Enter');
  }

  /**
   * Selects `passage` with the sentence buttons only: "Next sentence" until the selection is its
   * first sentence, then "Add next sentence" until it holds the whole passage.
   */
  async selectByKeyboard(passage: string) {
    const want = norm(passage);
    let selected = '';
    for (let i = 0; i < 120 && !(selected && want.startsWith(selected)); i++) {
      await this.press('Next sentence');
      selected = await this.selection();
    }
    expect(want.startsWith(selected), `found the start of "${want}"`).toBe(true);
    for (let i = 0; i < 10 && !selected.includes(want); i++) {
      await this.press('Add next sentence');
      selected = await this.selection();
    }
    expect(selected).toContain(want);
    // The selection is read out and shown in the card.
    await expect(this.panel.getByText(/^Selected: /)).toHaveText(new RegExp(`^Selected: ${escape(want.slice(0, 20))}`));
  }

  /** Selects one sentence that is not the passage (the next one from where the reader is). */
  async selectOtherThan(passage: string) {
    await this.press('Next sentence');
    let selected = await this.selection();
    if (norm(passage).includes(selected)) {
      await this.press('Previous sentence');
      selected = await this.selection();
    }
    expect(norm(passage).includes(selected)).toBe(false);
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
