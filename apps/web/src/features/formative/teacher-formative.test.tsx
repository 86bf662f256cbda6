import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FEATURE_DEFAULTS, type FeatureName, type FormativeStatus, type GraphicOrganizerList } from '@lectern/domain';
import { stubApi, type SentRequest, type StubAnswer } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { buildContent, buildLevel, buildMe } from '../../test/fixtures.js';
import { renderInApp } from '../../test/render.js';
import { TeacherFormative } from './teacher-formative.js';

const level = buildLevel({ grade: 7 });
const organizers: GraphicOrganizerList = {
  skills: ['Main idea'],
  results: [
    {
      id: 3,
      slug: 'main-idea',
      title: 'Main Idea',
      grade_band: 'ALL',
      grade_range: 'K-12',
      reading_skill: 'Main idea',
      png_url: '/media/organizers/main-idea.png',
      pdf_url: '/media/organizers/main-idea.pdf',
      clone_link: 'organizers/main-idea',
    },
  ],
};

function api(status: FormativeStatus | null, flags: Partial<Record<FeatureName, boolean>> = {}) {
  return stubApi((req: SentRequest): StubAnswer | undefined => {
    if (req.path === '/api/v3/formative/') return status ? { status: 200, body: status } : { status: 500, body: {} };
    if (req.path.startsWith('/api/v3/graphic-organizers/')) return { status: 200, body: organizers };
    if (req.path === '/api/v2/users/me/features/') return { status: 200, body: { ...FEATURE_DEFAULTS, ...flags } };
    if (req.path.startsWith('/api/v3/user/'))
      return { status: 200, body: { slug: 'formative-tos', version: 1, accepted_at: '' } };
    if (req.path.startsWith('/apps/formative/jwt/'))
      return { status: 200, body: { url: 'https://tool.example/launch', payload: 'a.b.c' } };
    return undefined;
  });
}

const draw = (subject: 'SCIENCE' | 'ELA' | 'SOCIAL_STUDIES' = 'SCIENCE') =>
  renderInApp(<TeacherFormative me={buildMe({ id: 41 })} content={buildContent(level, {}, { subject })} level={level} />);

// jsdom has no CSS.escape, which the dialogs' keyboard handling reads.
beforeAll(() => {
  // A busy machine may take longer than the default second to answer and draw.
  configure({ asyncUtilTimeout: 5000 });
  if (typeof globalThis.CSS?.escape !== 'function')
    vi.stubGlobal('CSS', { ...globalThis.CSS, escape: (v: string) => v.replace(/["\\]/g, '\\$&') });
});

afterEach(() => {
  cleanup();
  vi.mocked(fetch).mockReset();
});

describe('graphic organizers and the Formative section in the teacher’s Activities panel', () => {
  it('VIDEO-32 VIDEO-33 TOOLS-34 without a Formative tool: no Formative section or button, and the organizer is a PDF to download', async () => {
    api({ available: false, terms: null });
    const { container } = draw();
    fireEvent.click(await screen.findByRole('button', { name: '1 Main idea graphic organizer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Main idea' });
    expect(within(dialog).getByText('Graphic organizers')).toBeTruthy();
    expect(within(dialog).getByText('GRADE K-12')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Open & print in Formative' })).toBeNull();
    expect(
      within(dialog)
        .getByRole('link', { name: /Download PDF/ })
        .getAttribute('href'),
    ).toBe('/media/organizers/main-idea.pdf');
    expect(screen.queryByRole('region', { name: 'Formative' })).toBeNull();
    expect(screen.queryByText(/Formative/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await axeViolations(container)).toEqual([]);
  });

  it('TOOLS-35 TOOLS-36 TOOLS-37 with a tool: the collapsible section; the call to action for science and social studies only', async () => {
    api({ available: true, terms: { slug: 'formative-tos', version: 1, accepted: true } });
    draw('SOCIAL_STUDIES');
    const section = await screen.findByRole('region', { name: 'Formative' });
    expect(within(section).getByText("Customize this article's activities.")).toBeTruthy();
    for (const tag of ['Multiple Choice', 'Multiple Selection', 'Categorize'])
      expect(within(section).getByText(tag)).toBeTruthy();
    const toggle = within(section).getByRole('button', { name: 'Formative' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    cleanup();
    api({ available: true, terms: { slug: 'formative-tos', version: 1, accepted: true } });
    draw('ELA');
    const ela = await screen.findByRole('region', { name: 'Formative' });
    expect(within(ela).queryByText("Customize this article's activities.")).toBeNull();
    expect(within(ela).getByRole('button', { name: 'Open this article in Formative' })).toBeTruthy();
  });

  it('TOOLS-34 the formative_activities flag off hides the section even with a tool', async () => {
    api({ available: true, terms: null }, { formative_activities: false });
    draw();
    await screen.findByRole('button', { name: '1 Main idea graphic organizer' });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region', { name: 'Formative' })).toBeNull();
  });

  it('TOOLS-41 API-25 a teacher who has not accepted the terms accepts them first; the dialog closes and the launch goes on', async () => {
    const sent = api({ available: true, terms: { slug: 'formative-tos', version: 1, accepted: false } });
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    draw();
    const section = await screen.findByRole('region', { name: 'Formative' });
    fireEvent.click(within(section).getByRole('button', { name: 'Customize in Formative' }));
    const terms = await screen.findByRole('dialog', { name: 'Before you open Formative' });
    fireEvent.click(within(terms).getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(screen.queryByRole('dialog', { name: 'Before you open Formative' })).toBeNull();
    expect(sent.writes().map((w) => w.path)).toEqual(['/api/v3/user/41/terms-of-service/formative-tos/version/1/']);
    expect(
      sent.requests.some(
        (r) => r.path.startsWith('/apps/formative/jwt/900/?') && r.path.includes('formativeDestination=customize'),
      ),
    ).toBe(true);
    submit.mockRestore();
  });

  it('TOOLS-41 when the terms cannot be fetched, the terms dialog is shown', async () => {
    let calls = 0;
    stubApi((req) => {
      if (req.path === '/api/v3/formative/')
        return ++calls === 1
          ? { status: 200, body: { available: true, terms: { slug: 'formative-tos', version: 1, accepted: true } } }
          : { status: 503, body: {} };
      if (req.path === '/api/v2/users/me/features/') return { status: 200, body: FEATURE_DEFAULTS };
      if (req.path.startsWith('/api/v3/graphic-organizers/')) return { status: 200, body: organizers };
      return undefined;
    });
    draw();
    const section = await screen.findByRole('region', { name: 'Formative' });
    fireEvent.click(within(section).getByRole('button', { name: 'Open this article in Formative' }));
    expect(await screen.findByRole('dialog', { name: 'Before you open Formative' })).toBeTruthy();
  });
});
