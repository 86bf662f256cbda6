import { Link, useLocation, useNavigate } from 'react-router';
import type { Me } from '@lectern/domain';
import { useSignOut } from '../features/session/api.js';
import { useFeatures } from '../lib/use-features.js';
import { MenuButton } from '../ui/menu-button.js';
import s from './layout.module.css';

function initials(me: Me) {
  return `${me.first_name[0] ?? ''}${me.last_name[0] ?? ''}`.toUpperCase();
}

const ROLE_LABEL: Record<Me['role'], string> = {
  teacher: 'Teacher',
  student: 'Student',
  parent: 'Parent',
  principal: 'Principal',
  district_admin: 'District admin',
  staff: 'Staff',
};

interface Section {
  to: string;
  label: string;
  /** The paths that belong to the section: it is highlighted on each of them. */
  paths: RegExp;
}

/** The sections of the main navigation a user has, each with the pages that belong to it. */
export function sectionsFor(me: Me): Section[] {
  return [
    { to: '/', label: 'Home', paths: /^\/(home\/?)?$/ },
    { to: '/search', label: 'Library', paths: /^\/(search|view)(\/|$)/ },
    ...(me.isTeacher || me.isStudent
      ? [{ to: '/assignments', label: 'Assignments', paths: /^\/(assignments|binder\/assignments|assignment)(\/|$)/ }]
      : []),
    ...(me.isTeacher ? [{ to: '/account/classes', label: 'Classes', paths: /^\/account\/classes(\/|$)/ }] : []),
  ];
}

/**
 * The sections, the current one marked (aria-current) on every page that belongs to it. With two
 * sections they share the top row on a phone; with more they get a row of their own.
 */
function MainNav({ me, path }: { me: Me; path: string }) {
  const sections = sectionsFor(me);
  return (
    <nav aria-label="Main" className={sections.length > 2 ? `${s.nav} ${s.navRow}` : s.nav}>
      {sections.map((section) => {
        const current = section.paths.test(path);
        return (
          <Link
            key={section.to}
            to={section.to}
            aria-current={current ? 'page' : undefined}
            className={current ? s.navActive : s.navLink}
          >
            {section.label}
          </Link>
        );
      })}
    </nav>
  );
}

export function TopBar({ me }: { me: Me | null }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  // TOKEN-07: the challenge link follows the reading_challenge flag.
  const features = useFeatures(me?.isStudent === true);
  const roleLabel = me ? `${ROLE_LABEL[me.role]}${me.isLiteUser ? ' · Free' : ''}` : '';
  return (
    <>
      {me?.impersonator && (
        <div className={s.impersonation} role="status">
          {me.impersonator.display_name}, you are acting as {me.display_name}.{' '}
          <Link to="/impersonate-stop">Stop acting as this teacher</Link>
        </div>
      )}
      <header className={s.topbar}>
        <div className={s.topbarInner}>
          {/* Its name starts with the word it shows (WCAG 2.5.3). */}
          <Link to="/" className={s.brand}>
            <span className={s.logo} aria-hidden="true">
              L
            </span>
            <span aria-hidden="true">Lectern</span>
            <span className="visually-hidden">Lectern home</span>
          </Link>
          {me && <MainNav me={me} path={location.pathname} />}
          <div className={s.spacer} />
          {me ? (
            <MenuButton
              label={`Account menu for ${me.display_name}`}
              namedByTrigger
              className={s.avatarButton}
              trigger={
                // Named by its text, which holds the name and role it shows (WCAG 2.5.3); only the
                // initials show on narrow screens.
                <>
                  <span className="visually-hidden">
                    Account menu for {me.display_name}, {roleLabel}
                  </span>
                  <span className={s.avatar} aria-hidden="true">
                    {initials(me)}
                  </span>
                  <span className={s.who} aria-hidden="true">
                    <span className={s.whoName}>{me.display_name}</span>
                    <span className={s.whoRole}>{roleLabel}</span>
                  </span>
                </>
              }
              items={[
                // A student's own pages; in the menu, so the bar still fits a phone.
                ...(me.isStudent && features.data?.reading_challenge === true
                  ? [{ id: 'challenge', label: 'Reading challenge', onSelect: () => void navigate('/challenges') }]
                  : []),
                ...(me.isStudent
                  ? [{ id: 'word-wall', label: 'Word wall', onSelect: () => void navigate('/student-binder/word-wall') }]
                  : []),
                { id: 'settings', label: 'Account settings', onSelect: () => void navigate('/account/settings/') },
                ...(me.isTeacher
                  ? [{ id: 'classes', label: 'Class directory', onSelect: () => void navigate('/account/classes') }]
                  : []),
                // TOOLBAR-11: teachers and parents keep text sets (saved from an article's toolbar).
                ...(me.isTeacher || me.isParent
                  ? [{ id: 'text-sets', label: 'Text sets', onSelect: () => void navigate('/text-sets') }]
                  : []),
                { id: 'signout', label: 'Sign out', onSelect: () => signOut.mutate(me) },
              ]}
            />
          ) : (
            <Link to={`/signin?next=${encodeURIComponent(location.pathname + location.search)}`} className={s.navLink}>
              Sign in
            </Link>
          )}
        </div>
      </header>
    </>
  );
}
