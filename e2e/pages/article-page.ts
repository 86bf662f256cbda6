import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration } from './sign-in-page.js';

/** The content view /view/{contentId}: the level picker, the article header, the activity panel. */
export class ArticlePage {
  constructor(private readonly page: Page) {}

  /** Opens an article and waits until the page is interactive. */
  async goto(contentId: string, query = '') {
    const res = await this.page.goto(`/view/${contentId}${query ? `?${query}` : ''}`);
    await waitForHydration(this.page);
    return res;
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  get levelPicker() {
    return this.page.getByLabel('Reading level');
  }

  levelIdInUrl() {
    return new URL(this.page.url()).searchParams.get('levelId');
  }

  /** The key terms marked in the text (ASSIGN-60), each a button named "{word}, key term". */
  get keyTerms() {
    return this.page.getByRole('main').getByRole('button', { name: /, key term$/ });
  }

  keyTerm(text: string) {
    return this.page.getByRole('button', { name: `${text}, key term`, exact: true });
  }

  /** A teacher's vocabulary switch (ASSIGN-60). */
  get vocabularySwitch() {
    return this.page.getByRole('switch', { name: 'Vocabulary' });
  }

  async expectFact(name: string, visible: boolean) {
    const term = this.page.locator('dt', { hasText: new RegExp(`^${name}$`) });
    if (visible) await expect(term).toBeVisible();
    else await expect(term).toHaveCount(0);
  }
}

export interface LevelSummary {
  id: number;
  language: string;
  grade: number;
  title: string;
  is_original_level: boolean;
}

/** Looks an article up by slug through the API (no dependence on seed order). */
export async function contentIdOf(request: APIRequestContext, slug: string): Promise<string> {
  const res = await request.get(`/api/v3/content/?slug=${slug}`);
  const body = (await res.json()) as { results: { id: string }[] };
  return body.results[0]!.id;
}

/** The article's levels as the signed-in page sees them. */
export async function levelsOf(page: Page, contentId: string): Promise<LevelSummary[]> {
  const res = await page.request.get(`/api/v3/content/${contentId}/`);
  const body = (await res.json()) as { data: { article_levels: LevelSummary[] } };
  return body.data.article_levels;
}
