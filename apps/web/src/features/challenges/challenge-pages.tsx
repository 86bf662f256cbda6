import type { Me } from '@lectern/domain';

/**
 * The monthly reading challenge pages under /challenges (TOKEN-11): the landing page, one month
 * (/challenges/{id}), history, rewards, and a topic page (/challenges/topics/{topicId}).
 */
export function ChallengePage(_props: { me: Me }) {
  return (
    <main className="page" id="main">
      <h1>Reading challenge</h1>
    </main>
  );
}

/** The challenge card on the home page (progress bar and the explainer). */
export function ChallengeCard(_props: { me: Me }) {
  return null;
}
