import { Menu, MenuItem, MenuTrigger, Popover, Button as AriaButton } from 'react-aria-components';
import { Link, NavLink, useNavigate } from 'react-router';
import type { Me } from '@lectern/domain';
import { useSignOut } from '../features/session/api.js';
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
  return (
    <>
      <a href="#main" className={s.skip}>
        Skip to content
      </a>
      {me?.impersonator && (
        <div className={s.impersonation} role="status">
          {me.impersonator.display_name}, you are acting as {me.display_name}.{' '}
          <Link to="/impersonate-stop">Stop acting as this teacher</Link>
        </div>
      )}
      <header className={s.topbar}>
        <div className={s.topbarInner}>
          <Link to="/" className={s.brand} aria-label="Lectern home">
            <span className={s.logo} aria-hidden="true">
              L
            </span>
            <span>Lectern</span>
          </Link>
          {me && (
            <nav aria-label="Main" className={s.nav}>
              <NavLink to="/" end className={({ isActive }) => (isActive ? s.navActive : s.navLink)}>
                Home
              </NavLink>
              {me.isTeacher && (
                <NavLink to="/account/classes" className={({ isActive }) => (isActive ? s.navActive : s.navLink)}>
                  Classes
                </NavLink>
              )}
            </nav>
          )}
          <div className={s.spacer} />
          {me ? (
            <MenuTrigger>
              <AriaButton className={s.avatarButton} aria-label={`Account menu for ${me.display_name}`}>
                <span className={s.avatar} aria-hidden="true">
                  {initials(me)}
                </span>
                <span className={s.who}>
                  <span className={s.whoName}>{me.display_name}</span>
                  <span className={s.whoRole}>
                    {ROLE_LABEL[me.role]}
                    {me.isLiteUser ? ' · Free' : ''}
                  </span>
                </span>
              </AriaButton>
              <Popover placement="bottom end" className={s.popover}>
                <Menu
                  className={s.menu}
                  onAction={(key) => {
                    if (key === 'settings') void navigate('/account/settings/');
                    if (key === 'classes') void navigate('/account/classes');
                    if (key === 'signout') signOut.mutate(me);
                  }}
                >
                  <MenuItem id="settings" className={s.menuItem}>
                    Account settings
                  </MenuItem>
                  {me.isTeacher && (
                    <MenuItem id="classes" className={s.menuItem}>
                      Class directory
                    </MenuItem>
                  )}
                  <MenuItem id="signout" className={s.menuItem}>
                    Sign out
                  </MenuItem>
                </Menu>
              </Popover>
            </MenuTrigger>
          ) : (
            <Link to="/signin" className={s.navLink}>
              Sign in
            </Link>
          )}
        </div>
      </header>
    </>
  );
}
