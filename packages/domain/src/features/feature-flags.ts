import { z } from 'zod';
import { JsonData } from '../input.js';

/**
 * Per-user feature flags the spec names (`GET /api/v2/users/me/features/`). Defaults apply unless
 * a school or a user override is stored; a user override beats a school one.
 */
export const FEATURE_DEFAULTS = {
  needs_assignment_builder_onboarding: true,
  font_size_feature: true,
  paragraph_count_feature: true,
  citation_feature: true,
  print_modal: true,
  video_present_mode: true,
  read_aloud_quizzes: true,
  can_view_guided_highlighting: true,
  can_view_editing_tools: false,
  // TOOLS-09: the lesson planner's tab in "Apply to your lesson" (a district may turn it off).
  lesson_planner: true,
  premium_print_gating: true,
  formative_activities: true,
  formative_call_to_action: true,
  formative_terms_accepted: false,
  // TOKEN-07: tokens and the monthly reading challenge.
  reading_challenge: true,
} as const satisfies Record<string, boolean>;

export type FeatureName = keyof typeof FEATURE_DEFAULTS;
export const FEATURE_NAMES = Object.keys(FEATURE_DEFAULTS) as FeatureName[];
export const FeatureName = z.enum(FEATURE_NAMES as [FeatureName, ...FeatureName[]]);

export const Features = z.record(FeatureName, z.boolean());
export type Features = Record<FeatureName, boolean>;

export const SetFeatureBody = z.object({
  scope: z.enum(['user', 'school']),
  scope_id: z.number().int().positive(),
  name: FeatureName,
  enabled: z.boolean(),
});
export type SetFeatureBody = z.infer<typeof SetFeatureBody>;

export function resolveFeatures(overrides: { scope: 'user' | 'school'; name: string; enabled: boolean }[]): Features {
  const out: Features = { ...FEATURE_DEFAULTS };
  for (const scope of ['school', 'user'] as const) {
    for (const o of overrides) {
      if (o.scope === scope && o.name in out) out[o.name as FeatureName] = o.enabled;
    }
  }
  return out;
}

export const EventRecordBody = z.object({
  event_name: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9_]+$/, 'Use lower-case letters, digits and _.'),
  data: JsonData.optional(),
});
