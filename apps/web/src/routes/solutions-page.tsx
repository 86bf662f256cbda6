import { Link } from 'react-router';
import type { Me } from '@lectern/domain';
import { buttonClass } from '../ui/plain-button.js';
import s from './solutions.module.css';

interface Plan {
  id: string;
  name: string;
  who: string;
  items: string[];
}

const PLANS: Plan[] = [
  {
    id: 'plan-free',
    name: 'Free',
    who: 'For every account',
    items: [
      'The free collection: articles on science, social studies and more, each at several reading levels',
      'Quizzes on the free articles',
      'Assignments for whole classes and small groups',
      'Free access runs until the date shown on your account',
    ],
  },
  {
    id: 'plan-school',
    name: 'School subscription',
    who: 'For every teacher and student in a subscribing school or district',
    items: [
      'The whole library, with the premium articles, plays, maps and photo essays',
      'Power Words vocabulary practice for every student',
      'Assign any article to classes and small groups, at the level each should read',
      'No end date: access lasts as long as the subscription',
    ],
  },
];

/** What this reader can do next, in their own words: who arranges a subscription and where to go now. */
function nextStep(me: Me | null): { title: string; text: string; action: { to: string; label: string } } {
  if (me?.isParent)
    return {
      title: 'Your child’s school',
      text: me.activeELALicense
        ? 'Your child’s school subscribes, so every article in the library is open to your child. You can follow the work their teachers assign on your home page.'
        : 'Your child’s school or district arranges the subscription for all its students. You can follow the work their teachers assign on your home page.',
      action: { to: '/', label: 'See your child’s work' },
    };
  if (me?.activeELALicense)
    return {
      title: 'Everything is open to you',
      text: me.isStudent
        ? 'Your school’s subscription opens every article in the library, with its quizzes and Power Words.'
        : 'Your school’s subscription opens every article in the library, with its quizzes and Power Words, to you and your school’s students.',
      action: me.isStudent ? { to: '/search', label: 'Find an article to read' } : { to: '/search', label: 'Browse the library' },
    };
  const title = me?.isStudent ? 'Reading a premium article' : 'Getting a school subscription';
  if (!me)
    return {
      title,
      text: 'Sign in to read the full articles. A school subscription is arranged for the whole school or district, so teachers and students never pay for their own accounts.',
      action: { to: '/signin?next=%2Fsearch', label: 'Sign in' },
    };
  if (me.isStudent)
    return {
      title,
      text: 'Your teacher chooses what you read. If an article you want is marked Premium, ask your teacher about it.',
      action: { to: '/search', label: 'Find an article to read' },
    };
  if (me.isSchoolAdmin)
    return {
      title,
      text: 'A subscription covers a whole school or district. Your district office, or the team that runs Lectern for your schools, sets it up; teachers keep their classes and their students’ work.',
      action: { to: '/search', label: 'Browse the library' },
    };
  return {
    title,
    text: 'A subscription covers your whole school or district. Ask your principal or school administrator about it: once your school subscribes, your account opens the whole library, and you keep your classes and your students’ work.',
    action: { to: '/search', label: 'Browse the library' },
  };
}

/** Where "Learn more" on the subscription screen leads (PLAT-39): what a school subscription adds. */
export function SolutionsPage({ me }: { me: Me | null }) {
  const next = nextStep(me);
  return (
    <main className="page" id="main">
      <section className={s.hero} aria-labelledby="solutions-title">
        <p className={s.eyebrow}>For schools and districts</p>
        <h1 id="solutions-title">Lectern for schools</h1>
        <p className={s.lead}>
          Levelled articles, quizzes and Power Words for every reader, with assignments and class progress for every teacher.
        </p>
      </section>

      <ul className={s.plans} aria-label="Plans">
        {PLANS.map((plan) => (
          <li key={plan.id} className={plan.id === 'plan-school' ? `${s.plan} ${s.planFeatured}` : s.plan}>
            <section aria-labelledby={plan.id}>
              <div className={s.planHead}>
                <h2 id={plan.id}>{plan.name}</h2>
                {plan.id === 'plan-school' && <span className={s.planTag}>Premium</span>}
              </div>
              <p className={s.planWho}>{plan.who}</p>
              <ul className={s.features}>
                {plan.items.map((item) => (
                  <li key={item}>
                    <CheckIcon />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </section>
          </li>
        ))}
      </ul>

      <section className={s.next} aria-labelledby="solutions-next">
        <div>
          <h2 id="solutions-next">{next.title}</h2>
          <p className="muted">{next.text}</p>
        </div>
        <Link to={next.action.to} className={buttonClass()}>
          {next.action.label}
        </Link>
      </section>
    </main>
  );
}

function CheckIcon() {
  return (
    <svg
      className={s.check}
      viewBox="0 0 20 20"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4.5 10.5 8.2 14 15.5 6.5" />
    </svg>
  );
}
