import type { Me } from '@lectern/domain';
import { ChallengeNotFound, ChallengeSection } from './challenge-parts.js';

/**
 * Any other path under /challenges/: answered as an unknown page (status 404, no redirects), drawn
 * inside the reading challenge's frame for a signed-in reader.
 */
export function ChallengeUnknownPage({ me }: { me: Me | null }) {
  return (
    me && (
      <ChallengeSection me={me}>
        <ChallengeNotFound />
      </ChallengeSection>
    )
  );
}
