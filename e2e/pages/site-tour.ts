import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { axeViolations } from './axe.js';
import { waitForHydration } from './sign-in-page.js';

/**
 * A walk through the site in one browser page: it opens pages at a viewport width and records
 * every problem it sees as a line of text (console errors, dead links, horizontal overflow,
 * controls cut off or covered, axe violations), so one run reports them all.
 */

/** Phone, tablet, desktop, each with a height that such a screen has. */
export const WIDTHS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

/** The paths of the web app's page table (apps/web/src/routes/page-routes.ts), read from its source. */
export function pageTablePaths(): string[] {
  const source = readFileSync(new URL('../../apps/web/src/routes/page-routes.ts', import.meta.url), 'utf8');
  const table = source.slice(source.indexOf('export const PAGES'));
  return [...table.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]!);
}

/** A page-table path as a pattern, ranked like the router: more static segments first, splats last. */
export function pathPatterns(paths: string[]) {
  const score = (p: string) => p.split('/').reduce((n, seg) => n + (seg === '*' ? 0 : seg.startsWith(':') ? 2 : 3), 0);
  return paths
    .map((path) => ({
      path,
      re: new RegExp(`^${path.replace(/\/\*$/, '/.*').replace(/:[^/]+/g, '[^/]+')}/?$`),
      score: score(path),
    }))
    .sort((a, b) => b.score - a.score);
}

/**
 * What makes two URLs the same kind of page: the table path they match and the words in their
 * query (activityPanel=quiz); numbers and long values (ids, levels, return paths) do not count.
 */
export function shapeOf(url: string, patterns: ReturnType<typeof pathPatterns>) {
  const u = new URL(url, 'http://x');
  const pattern = patterns.find((p) => p.re.test(u.pathname))?.path ?? u.pathname;
  const params = [...u.searchParams]
    .filter(([, v]) => !/^\d+$/.test(v) && v.length <= 24)
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('&');
  return `${pattern}?${params}`;
}

/** A same-origin link as the tour keeps it (path and query, no fragment), or null for other sites. */
export function sameOriginPath(href: string, base: string): string | null {
  const u = new URL(href, base);
  if (u.origin !== new URL(base).origin) return null;
  // The sign-in page is one page whatever it returns to.
  if (u.pathname === '/signin') u.search = '';
  return u.pathname + u.search;
}

/** Links that are files or API answers rather than pages: their status is checked, they are not toured. */
export const isResourcePath = (path: string) => /^\/(api|assets|media)\//.test(path);

/**
 * Links that open a dialog over the page as it loads (a related card's Assign opens the assignment
 * builder): their status is checked, the page itself is toured without the dialog, and the builder
 * has journeys of its own.
 */
export const opensDialog = (path: string) => /[?&]assign=new(&|$)/.test(path) || path.startsWith('/assignments/create');

interface Visit {
  /** The status the document must answer with (default: anything but 404 and 5xx). */
  status?: number;
  /** Run the once-per-page checks (skip link) too. */
  firstWidth: boolean;
}

const isDataRequest = (r: Request) => r.resourceType() === 'fetch' || r.resourceType() === 'xhr';

export class SiteTour {
  readonly problems: string[] = [];
  /** Milliseconds spent per step, to keep the tour fast. */
  readonly timings: Record<string, number> = {};
  private errors: { text: string; url: string }[] = [];
  private inflight = 0;
  private lastNetwork = 0;

  constructor(
    private readonly page: Page,
    private readonly baseURL: string,
    /** Names the screenshots the tour saves when TOUR_SCREENSHOTS names a folder. */
    private readonly who = 'tour',
  ) {
    page.on('console', (m) => {
      if (m.type() === 'error') this.errors.push({ text: `console error: ${m.text()}`, url: m.location().url });
    });
    page.on('pageerror', (e) => this.errors.push({ text: `page error: ${e.message}`, url: '' }));
    page.on('request', (r) => {
      if (!isDataRequest(r)) return;
      this.inflight++;
      this.lastNetwork = Date.now();
    });
    const done = (r: Request) => {
      if (!isDataRequest(r)) return;
      this.inflight--;
      this.lastNetwork = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /** The status a link answers without following redirects, and where it redirects to. */
  async probe(path: string): Promise<{ status: number; location: string | null }> {
    const res = await this.page.request.get(path, { maxRedirects: 0, failOnStatusCode: false });
    const location = res.headers()['location'];
    return { status: res.status(), location: location ? sameOriginPath(location, this.baseURL) : null };
  }

  /** Waits until the page has hydrated and no API call has been in flight for a moment. */
  private async settle() {
    await waitForHydration(this.page);
    const quietFor = 200;
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline && (this.inflight > 0 || Date.now() - this.lastNetwork < quietFor)) {
      await this.page.waitForTimeout(50);
    }
    // Two frames, so effects that ran on the last answer have painted.
    await this.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  }

  private async timed<T>(step: string, run: () => Promise<T>): Promise<T> {
    const start = Date.now();
    try {
      return await run();
    } finally {
      this.timings[step] = (this.timings[step] ?? 0) + Date.now() - start;
    }
  }

  /** Opens a page at the current width, checks it, and returns the same-origin links on it. */
  async visit(path: string, { status, firstWidth }: Visit): Promise<string[]> {
    const width = this.page.viewportSize()?.width ?? 0;
    const where = `${path} at ${width}px`;
    const add = (line: string) => this.problems.push(`${where}: ${line}`);
    this.errors = [];
    const res = await this.timed('load', async () => {
      const r = await this.page.goto(path);
      await this.settle();
      return r;
    });
    const answered = res?.status() ?? 0;
    await this.screenshot(path, width);
    if (status !== undefined ? answered !== status : answered === 404 || answered >= 500) add(`answered ${answered}`);

    if (firstWidth) for (const line of await this.timed('skip link', () => this.skipLinkProblems())) add(line);
    const overflow = await this.page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    if (overflow.scroll > overflow.inner) add(`scrolls sideways (${overflow.scroll}px wide in ${overflow.inner}px)`);
    for (const line of await this.timed('controls', () => this.controlProblems())) add(line);

    const violations = await this.timed('axe', () => axeViolations(this.page));
    for (const v of violations) add(`axe ${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

    // The document's own status shows as a failed load (a 404 page, a 401 sign-in screen); it is
    // checked above. Any other error counts.
    const documentUrl = res?.url() ?? '';
    for (const e of this.errors) {
      if (e.url === documentUrl && e.text.includes('Failed to load resource: the server responded with a status of')) continue;
      add(e.text);
    }
    this.errors = [];

    // In-page fragments (the skip link, question anchors) are not other pages.
    const base = this.page.url();
    const hrefs = await this.page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href') ?? ''));
    return hrefs.filter((h) => !h.startsWith('#')).flatMap((h) => sameOriginPath(h, base) ?? []);
  }

  /**
   * With TOUR_SCREENSHOTS set to a folder, each page at each width is saved there as a full-page
   * PNG, so the whole site can be looked at page by page after a run.
   */
  private async screenshot(path: string, width: number) {
    const dir = process.env['TOUR_SCREENSHOTS'];
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    const name =
      path
        .replace(/^\//, '')
        .replace(/[^a-z0-9]+/gi, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 80) || 'root';
    await this.page.screenshot({ path: join(dir, `${this.who}--${name}--${width}.png`), fullPage: true });
  }

  /**
   * Controls cut off or covered. A page still moving (a late answer over a socket, a panel that
   * measures itself) can cover a control for a frame: what is found is looked at again once the
   * page has settled, and only what is still wrong then is reported.
   */
  private async controlProblems(): Promise<string[]> {
    const first = await this.page.evaluate(controlProblems);
    if (first.length === 0) return first;
    await this.page.waitForTimeout(500);
    await this.settle();
    const again = new Set(await this.page.evaluate(controlProblems));
    return first.filter((line) => again.has(line));
  }

  /** The h1 of the page on screen. */
  heading() {
    return this.page.getByRole('heading', { level: 1 }).first();
  }

  /**
   * The skip link: the first thing Tab reaches, named "Skip to main content", shown on screen
   * when focused, and leading to the page's #main.
   */
  private async skipLinkProblems(): Promise<string[]> {
    // Tab from the start of the document, even where a field has taken focus on load (sign-in).
    await this.page.evaluate(() => {
      const body = document.body;
      body.tabIndex = -1;
      body.focus();
      body.removeAttribute('tabindex');
    });
    await this.page.keyboard.press('Tab');
    const problems = await this.page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const out: string[] = [];
      if (!el || el.tagName !== 'A' || el.textContent?.trim() !== 'Skip to main content' || el.getAttribute('href') !== '#main') {
        out.push(
          `the first Tab reaches ${el ? `<${el.tagName.toLowerCase()}> "${el.textContent?.trim().slice(0, 40)}"` : 'nothing'}, not the "Skip to main content" link`,
        );
        return out;
      }
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (r.width < 2 || r.left < 0 || r.right > window.innerWidth || r.top < 0 || !hit || !(hit === el || el.contains(hit)))
        out.push('the skip link is not visible when focused');
      if (!document.getElementById('main')) out.push('the skip link has no #main to lead to');
      return out;
    });
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    return problems;
  }
}

/**
 * Runs in the page: every visible control must sit inside the viewport horizontally and must not
 * be partly cut by a container that hides its overflow; scrolled into view, the control itself
 * must be what a click at its centre reaches (not the sticky header, not an overlay).
 */
function controlProblems(): string[] {
  const selector = [
    'a[href]',
    'button',
    'input:not([type=hidden])',
    'select',
    'textarea',
    'summary',
    '[role=button]',
    '[role=link]',
    '[role=tab]',
    '[role=checkbox]',
    '[role=radio]',
    '[role=switch]',
    '[tabindex]:not([tabindex="-1"])',
  ].join(',');
  const describe = (el: Element) => {
    const name = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.getAttribute('title') ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40);
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
    return `<${el.tagName.toLowerCase()}${cls}> "${name}"`;
  };
  const width = document.documentElement.clientWidth;
  const out: string[] = [];
  const controls = Array.from(document.querySelectorAll(selector)).filter((el) => {
    if (el.closest('[inert], [aria-hidden="true"]')) return false;
    const style = getComputedStyle(el);
    if (style.visibility !== 'visible' || style.display === 'none') return false;
    const r = el.getBoundingClientRect();
    // Visually hidden (1px) controls, and ones parked off the page until focused (a skip link).
    if (r.width <= 1 || r.height <= 1) return false;
    return r.right + window.scrollX > 0 && r.bottom + window.scrollY > 0;
  });
  const y0 = window.scrollY;
  for (const el of controls) {
    // At rest: partly cut by the viewport or by an ancestor that hides or scrolls its overflow.
    const r = el.getBoundingClientRect();
    let cutBy: string | null = r.left < -0.5 || r.right > width + 0.5 ? 'the viewport edge' : null;
    for (let a = el.parentElement; a && !cutBy && a !== document.body; a = a.parentElement) {
      if (getComputedStyle(a).overflowX === 'visible') continue;
      const box = a.getBoundingClientRect();
      const left = box.left + a.clientLeft;
      const shown = Math.min(r.right, left + a.clientWidth) - Math.max(r.left, left);
      if (shown > 1 && shown < r.width - 1) cutBy = describe(a);
    }
    if (cutBy) {
      out.push(`${describe(el)} is cut off by ${cutBy}`);
      continue;
    }
    // Scrolled to the top of the screen (where the sticky header sits), the control must be on top.
    // A link broken over two lines is measured by its first line.
    el.scrollIntoView({ block: 'start', inline: 'nearest' });
    const s = el.getClientRects()[0] ?? el.getBoundingClientRect();
    if (s.left < -0.5 || s.right > width + 0.5) {
      out.push(`${describe(el)} is outside the viewport (${Math.round(s.left)} to ${Math.round(s.right)} of ${width}px)`);
      continue;
    }
    const x = s.left + s.width / 2;
    const y = Math.min(s.top + Math.min(s.height, 40) / 2, window.innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    const label = hit?.closest('label');
    const ok = hit && (hit === el || el.contains(hit) || (label && label.control === el));
    if (!ok) out.push(`${describe(el)} is covered by ${hit ? describe(hit) : 'nothing (off screen)'}`);
  }
  window.scrollTo(0, y0);
  return out;
}
