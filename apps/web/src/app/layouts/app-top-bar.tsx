/**
 * Top bar of the default layout: antd-mobile NavBar with the route's title (an <h1>) and a back
 * arrow (a real, labelled <button>) except on the five tab roots. The arrow goes to the route's
 * `handle.back` when set (/counter → /about, SPEC.md §2), else back in history, else home.
 */
import NavBar from 'antd-mobile/es/components/nav-bar';
import LeftOutline from 'antd-mobile-icons/es/LeftOutline';
import { useLocation, useNavigate } from 'react-router';
import { commonMessages } from '../../messages/common.ts';
import { useRouteHandle } from '../use-route-handle.ts';
import { tabOf } from './tabs.ts';

export function AppTopBar() {
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isTabRoot = tabOf(pathname)?.path === pathname;
  const goBack = () => {
    if (handle?.back) navigate(handle.back);
    else if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
    else navigate('/');
  };
  const left = isTabRoot ? null : (
    <button type="button" className="top-bar__back" aria-label={commonMessages.back} onClick={goBack}>
      <LeftOutline aria-hidden="true" />
    </button>
  );
  return (
    <header className="top-bar">
      <NavBar back={null} left={left}>
        <h1 className="top-bar__title" data-testid="page-title">
          {handle?.title}
        </h1>
      </NavBar>
    </header>
  );
}
