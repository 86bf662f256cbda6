import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { ArticlePage, contentIdOf } from '../pages/article-page.js';
import { expectAccessible, signInAs, signOut } from '../pages/sign-in-page.js';

// The receiving end of the Formative integration point: the harness points FORMATIVE_URL here
// (playwright.config.ts); this page stands in for a district's tool and shows the token it got.
const TOOL_PORT = Number(process.env.E2E_FORMATIVE_PORT ?? 3701);
const received: { method: string; path: string; token: string }[] = [];
/** What reached the tool's launch address: the browser asks for a favicon too. */
const launches = () => received.filter((r) => r.path === '/formative/launch');
let tool: Server;

test.beforeAll(async () => {
  tool = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const token = new URLSearchParams(body).get('id_token') ?? '';
      received.push({ method: req.method ?? '', path: req.url ?? '', token });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><title>Formative</title><main><h1>Formative</h1><pre id="token">${token.replace(/[^A-Za-z0-9._-]/g, '')}</pre></main></html>`,
      );
    });
  });
  await new Promise<void>((resolve) => tool.listen(TOOL_PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => tool.close(() => resolve())));

const SLUG = 'honeybee-waggle-dance';

/** Clicks what opens the tool and returns the new tab once the token has arrived there. */
async function launchedTab(page: Page, click: () => Promise<void>) {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), click()]);
  await tab.waitForLoadState();
  await expect(tab.getByRole('heading', { name: 'Formative' })).toBeVisible();
  return tab;
}

async function verified(page: Page, token: string) {
  const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', page.url()));
  const { payload } = await jwtVerify(token, jwks, { audience: `http://127.0.0.1:${TOOL_PORT}` });
  return payload;
}

test('API-23 API-24 API-25 VIDEO-32 VIDEO-33 VIDEO-34 TOOLS-34 TOOLS-35 TOOLS-36 TOOLS-37 TOOLS-41 a teacher opens a graphic organizer and the article in Formative', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'teacher3');
  const id = await contentIdOf(page.request, SLUG);
  const status = (await (await page.request.get('/api/v3/formative/')).json()) as {
    available: boolean;
    terms: { accepted: boolean };
  };
  expect(status.available).toBe(true);
  await new ArticlePage(page).goto(id);
  const panel = page.locator('#activity-panel');

  // VIDEO-34: a button per reading skill of the level's quiz, with the count of its organizers.
  await expect(panel.getByRole('heading', { name: 'Graphic organizers' })).toBeVisible();
  const mainIdea = panel.getByRole('button', { name: /^\d+ Main idea graphic organizers?$/ });
  await expect(mainIdea).toBeVisible();

  // TOOLS-35 … TOOLS-37: the Formative section, its help and the science call to action.
  const section = panel.getByRole('region', { name: 'Formative' });
  await expect(section.getByText("Customize this article's activities.")).toBeVisible();
  for (const tag of ['Drag & Drop', 'Multiple Selection', 'Categorize'])
    await expect(section.getByText(tag, { exact: true })).toBeVisible();
  await section.getByRole('button', { name: 'About Formative' }).click();
  await expect(
    page.getByText('Use Formative to bring this article to life with interactive questions and dynamic content.'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  const toggle = section.getByRole('button', { name: 'Formative', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(section.getByText("Customize this article's activities.")).toBeHidden();
  await toggle.click();

  // TOOLS-41, API-25: the first launch asks for the terms; accepting closes the dialog and opens the tool.
  const customize = () => section.getByRole('button', { name: 'Customize in Formative' }).click();
  let tab: Page;
  if (!status.terms.accepted) {
    await customize();
    const terms = page.getByRole('dialog', { name: 'Before you open Formative' });
    await expect(terms).toBeVisible();
    await expectAccessible(page);
    tab = await launchedTab(page, () => terms.getByRole('button', { name: 'Accept and continue' }).click());
    await expect(terms).toBeHidden();
  } else tab = await launchedTab(page, customize);

  // API-24: the token arrived by POST as id_token, and it verifies with the published keys.
  expect(launches()).toHaveLength(1);
  const first = launches()[0]!;
  expect(first.method).toBe('POST');
  expect(await tab.locator('#token').textContent()).toBe(first.token);
  const claims = await verified(page, first.token);
  expect(claims).toMatchObject({ content_id: id, destination: 'customize', role: 'teacher' });
  expect(JSON.stringify(claims)).not.toMatch(/teacher3|@/);
  await tab.close();

  // VIDEO-32, VIDEO-33: the skill's organizers in a modal; each opens in Formative in a new tab.
  await mainIdea.click();
  const modal = page.getByRole('dialog', { name: 'Main idea' });
  await expect(modal.getByText('Graphic organizers', { exact: true })).toBeVisible();
  await expect(modal.getByText(/^GRADE (K|\d+)-\d+$/).first()).toBeVisible();
  await expect(modal.getByRole('img', { name: /Main Idea organizer/ })).toBeVisible();
  await expectAccessible(page);
  const organizerTab = await launchedTab(page, () =>
    modal.getByRole('button', { name: 'Open & print in Formative' }).first().click(),
  );
  expect(launches()).toHaveLength(2);
  expect(launches()[1]!.method).toBe('POST');
  expect(await verified(page, launches()[1]!.token)).toMatchObject({ destination: 'organizers/main-idea' });
  await organizerTab.close();
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();

  // Students get neither organizers nor the Formative section, and may not launch the tool.
  await signOut(page);
  await signInAs(page, 'student26');
  await new ArticlePage(page).goto(id);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Graphic organizers')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Formative' })).toHaveCount(0);
  expect((await page.request.get(`/apps/formative/jwt/${id}/`)).status()).toBe(403);
});
