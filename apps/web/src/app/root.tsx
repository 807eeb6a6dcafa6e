import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { NavigationProgress } from '../components/layouts/navigation-progress';
import { readAccessToken } from '../lib/access-token';
import { isServerRendered } from '../lib/server-state';
import { LiveNotifications } from './notifications';

/**
 * The server asked the API as an anonymous visitor; a signed-in user's answers differ (a seller's
 * contact, their own listing), so theirs are asked again once the page is interactive.
 */
function useViewerRefresh() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (isServerRendered() && readAccessToken()) void queryClient.invalidateQueries();
  }, [queryClient]);
}

/**
 * Marks the document once the app is interactive: the server's HTML is painted earlier, and a
 * click before hydration does nothing. The browser journeys wait for it after each page load.
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}

/** The top route: what every page has around it, whatever its layout. */
export function Root() {
  useViewerRefresh();
  useHydratedMark();
  return (
    <>
      <NavigationProgress />
      <ScrollRestoration />
      <LiveNotifications />
      <Outlet />
    </>
  );
}
