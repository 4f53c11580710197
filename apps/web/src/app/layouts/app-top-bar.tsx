/**
 * Top bar of the default layout, laid out like antd-mobile's NavBar (back | title | right): the
 * route's title as the page's <h1> and a labelled back <button>, hidden on the five tab roots.
 * The arrow goes to `handle.back` when set (/counter → /about, SPEC.md §2), else back in
 * history, else home. Plain elements for the budget (docs/decisions/0012).
 */
import { useLocation, useNavigate } from 'react-router';
import { BackIcon } from '../../components/icons.tsx';
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
  return (
    <header className="top-bar">
      <div className="top-bar__side">
        {isTabRoot ? null : (
          <button type="button" className="top-bar__back" aria-label={commonMessages.back} onClick={goBack}>
            <BackIcon />
          </button>
        )}
      </div>
      <h1 className="top-bar__title" data-testid="page-title">
        {handle?.title}
      </h1>
      <div className="top-bar__side" />
    </header>
  );
}
