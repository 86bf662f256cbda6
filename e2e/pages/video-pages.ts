import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration } from './sign-in-page.js';

/** The id of a video of the corpus, by its slug. */
export async function videoIdOf(request: APIRequestContext, slug: string): Promise<string> {
  const res = await request.get(`/api/v3/content/?slug=${slug}`);
  const body = (await res.json()) as { results: { id: string; content_type: string }[] };
  const hit = body.results.find((r) => r.content_type !== 'ARTICLE');
  expect(hit, `the video ${slug}`).toBeDefined();
  return hit!.id;
}

/** The interactive video view (/video/{id}): its player, transcript and activities panel. */
export class InteractiveVideoPage {
  constructor(readonly page: Page) {}

  async goto(id: string) {
    await this.page.goto(`/video/${id}`);
    await waitForHydration(this.page);
  }

  get player() {
    return this.page.getByRole('group', { name: /^Video player/ });
  }
  get transcript() {
    return this.page.getByRole('region', { name: 'Transcript' });
  }
  get panel() {
    return this.page.getByRole('complementary');
  }
  /** Whether the <video> is paused. */
  paused() {
    return this.page.locator('video').evaluate((v: HTMLVideoElement) => v.paused);
  }
  currentTime() {
    return this.page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);
  }
  /** Plays from a transcript line (a click on a line seeks there and plays). */
  async playFromLine(text: RegExp) {
    await this.transcript.getByRole('button', { name: text }).click();
  }
}
