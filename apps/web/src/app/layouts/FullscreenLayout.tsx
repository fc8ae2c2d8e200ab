import { Outlet } from 'react-router';
import classes from './FullscreenLayout.module.css';

/** Pages that take the whole window (the planning in full screen): no menu, no bar. */
export function FullscreenLayout() {
  return (
    <main id="main-content" className={classes.fullscreen}>
      <Outlet />
    </main>
  );
}
