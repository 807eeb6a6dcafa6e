/** A page without parameters: its pattern is its link. */
const page = <P extends string>(path: P) => ({ path, getHref: () => path });

/** One record's page: the base path then `:id`, linked with the record's id. */
const recordPage = <B extends string>(base: B) => ({
  path: `${base}/:id` as const,
  getHref: (id: string) => `${base}/${encodeURIComponent(id)}`,
});

/** Every in-app link comes from here (docs/architecture.md). `path` is the router pattern, `getHref` the link. */
export const paths = {
  home: page('/'),
  /** The categories section of the home page. */
  categoriesSection: { id: 'categories', getHref: () => '/#categories' },
  blogs: page('/blogs'),
  login: page('/login'),
  /** An alert email's unsubscribe link lands here (no sign-in): `?token=`. */
  unsubscribe: page('/unsubscribe'),
  /** Sign Up; `as` chooses the account type the form starts with ("Sell your bike": Seller). */
  signup: {
    path: '/signup',
    getHref: (as?: 'Buyer' | 'Seller') => (as ? `/signup?as=${as}` : '/signup'),
  },
  /** "Sell your bike": sign up as a seller, or Add a product when already one. */
  sell: page('/sell'),
  /** "Forgot password?": asks Firebase to email a reset link. */
  forgotPassword: page('/forgot-password'),
  /**
   * Where a reset link lands (Firebase's custom email action handler URL): Firebase adds
   * `mode=resetPassword&oobCode=…`.
   */
  resetPassword: {
    path: '/reset-password',
    getHref: (oobCode?: string) =>
      oobCode ? `/reset-password?oobCode=${encodeURIComponent(oobCode)}` : '/reset-password',
  },
  /** The site's own pages (the footer's links). */
  about: page('/about'),
  contact: page('/contact'),
  help: {
    path: '/help',
    /** `buyer-protection` is the section on the dispute window. */
    getHref: (section?: 'buyer-protection') => (section ? `/help#${section}` : '/help'),
  },
  terms: page('/terms'),
  privacy: page('/privacy'),
  cookies: page('/cookies'),
  /** The instant quote; the form's values live in the URL (`/quote?categoryId=…`). */
  quote: page('/quote'),
  category: recordPage('/category'),
  bike: recordPage('/bikes'),
  /** A person's public profile (docs/domain.md#public-profiles). */
  profile: recordPage('/users'),
  /** Search results; `query` is the URL's search string (filters live in the URL). */
  search: {
    path: '/search',
    getHref: (query?: URLSearchParams | string) => {
      const search = query?.toString() ?? '';
      return search ? `/search?${search}` : '/search';
    },
  },
  dashboard: {
    root: page('/dashboard'),
    orders: page('/dashboard/orders'),
    order: recordPage('/dashboard/orders'),
    wishlist: page('/dashboard/wishlist'),
    /** Saved searches and their alerts (every signed-in user). */
    savedSearches: page('/dashboard/searches'),
    payment: recordPage('/dashboard/payment'),
    sellers: page('/dashboard/sellers'),
    buyers: page('/dashboard/buyers'),
    reported: page('/dashboard/reported'),
    /** Admin: reported messages of conversations. */
    reportedMessages: page('/dashboard/reported-messages'),
    /** Admin: what people wrote on the Contact page. */
    contactMessages: page('/dashboard/contact-messages'),
    addProduct: page('/dashboard/add-product'),
    myProducts: page('/dashboard/my-products'),
    /** A seller's own listing in the Add a Product form, filled with what is stored. */
    editProduct: recordPage('/dashboard/edit-product'),
    /** The seller's received orders. */
    sellerOrders: page('/dashboard/seller-orders'),
    earnings: page('/dashboard/earnings'),
    /** Buyers' and sellers' conversations, newest activity first. */
    inbox: page('/dashboard/inbox'),
    conversation: recordPage('/dashboard/inbox'),
    /** The caller's notifications, newest first (the navbar's bell shows the latest). */
    notifications: page('/dashboard/notifications'),
    /** Every signed-in user: which notifications also come by email (emails link here). */
    settings: page('/dashboard/settings'),
    /** Every signed-in user: name, phone, city; a buyer becomes a seller here. */
    account: page('/dashboard/account'),
    /** Admin: open disputes (decided ones with `?state=decided`). */
    disputes: page('/dashboard/disputes'),
    /** Admin: every order (one state with `?status=`). */
    allOrders: page('/dashboard/all-orders'),
    /** Admin: the administrators' home, the marketplace's figures (`?period=&by=`). */
    admin: page('/dashboard/admin'),
    /** Admin: every administrator's decision (`?actor=&action=&target=`). */
    auditLog: page('/dashboard/admin/audit'),
    /** Admin: everything waiting for a decision (`?kind=`). */
    moderationQueue: page('/dashboard/admin/queue'),
    /** Admin: reported reviews, kept or removed with a reason. */
    reportedReviews: page('/dashboard/admin/reviews'),
    /** Admin: theft reports to confirm or withdraw (docs/domain.md#frame-serials). */
    theftReports: page('/dashboard/admin/theft'),
    /** Every signed-in user: report their own bike stolen by its frame serial. */
    reportStolen: page('/dashboard/report-stolen'),
  },
} as const;

/**
 * Where to go after logging in: the remembered location if it is one of ours, else home.
 * Only same-app paths are accepted ("//evil.example" is a protocol-relative URL).
 */
export function returnPathFrom(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)
    ?.from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : null;
  if (!pathname || !pathname.startsWith('/') || pathname.startsWith('//'))
    return paths.home.getHref();
  if (pathname === paths.login.path || pathname === paths.signup.path) return paths.home.getHref();
  const search = typeof from?.search === 'string' ? from.search : '';
  const hash = typeof from?.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}
