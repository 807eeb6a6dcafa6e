import { infoRoute } from '../../static-route';

// True of apps/web/src/lib/access-token.ts and apps/web/src/lib/flash-toast.ts: no cookies of
// our own, only the browser storage named here.
export const { handle, Component } = infoRoute({
  page: 'Cookie policy',
  eyebrow: 'Legal',
  title: 'Cookie policy',
  description: 'What ReRide keeps in your browser, and why.',
  sections: [
    {
      title: 'No tracking or advertising cookies',
      body: <p>ReRide sets no cookies of its own and uses no advertising or analytics trackers.</p>,
    },
    {
      title: 'What is kept in your browser',
      body: (
        <ul>
          <li>
            Your sign-in: the token that keeps you logged in, in the browser&apos;s local storage,
            removed when you log out.
          </li>
          <li>
            Firebase Authentication keeps its own sign-in state in your browser&apos;s storage.
          </li>
          <li>A short message to show after a page change, in the tab&apos;s session storage.</li>
        </ul>
      ),
    },
    {
      title: 'Payments',
      body: (
        <p>
          The payment form is Stripe&apos;s, which may set its own cookies to prevent fraud while
          you pay.
        </p>
      ),
    },
  ],
});

export default Component;
