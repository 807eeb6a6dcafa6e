import { useNavigation } from 'react-router-dom';

/** A thin bar at the top while a route's code or loader data is on its way. */
export function NavigationProgress() {
  const { state } = useNavigation();
  return (
    <div
      className={state === 'idle' ? 'nav-progress' : 'nav-progress is-active'}
      aria-hidden="true"
    />
  );
}
