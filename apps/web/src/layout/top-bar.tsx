import { Link, NavLink, useLocation, useNavigate } from 'react-router';
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
          {me && (
            <nav aria-label="Main" className={s.nav}>
              <NavLink to="/" end className={({ isActive }) => `${isActive ? s.navActive : s.navLink} ${s.homeLink}`}>
                Home
              </NavLink>
              <NavLink to="/search" className={({ isActive }) => (isActive ? s.navActive : s.navLink)}>
                Library
              </NavLink>
              {(me.isTeacher || me.isStudent) && (
                <NavLink to="/assignments" className={({ isActive }) => (isActive ? s.navActive : s.navLink)}>
                  Assignments
                </NavLink>
              )}
              {me.isTeacher && (
                <NavLink to="/account/classes" className={({ isActive }) => (isActive ? s.navActive : s.navLink)}>
                  Classes
                </NavLink>
              )}
            </nav>
          )}
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
