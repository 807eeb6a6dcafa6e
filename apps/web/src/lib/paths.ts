/** Every in-app link comes from here (docs/architecture.md). `path` is the router pattern, `getHref` the link. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  /** The categories section of the home page. */
  categoriesSection: { id: 'categories', getHref: () => '/#categories' },
  blogs: { path: '/blogs', getHref: () => '/blogs' },
  login: { path: '/login', getHref: () => '/login' },
  /** The site's own pages (the footer's links). */
  about: { path: '/about', getHref: () => '/about' },
  contact: { path: '/contact', getHref: () => '/contact' },
  help: {
    path: '/help',
    /** `buyer-protection` is the section on the dispute window. */
    getHref: (section?: 'buyer-protection') => (section ? `/help#${section}` : '/help'),
  },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  cookies: { path: '/cookies', getHref: () => '/cookies' },
  signup: { path: '/signup', getHref: () => '/signup' },
  category: {
    path: '/category/:id',
    getHref: (id: string) => `/category/${encodeURIComponent(id)}`,
  },
  bike: {
    path: '/bikes/:id',
    getHref: (id: string) => `/bikes/${encodeURIComponent(id)}`,
  },
  /** Search results; `query` is the URL's search string (filters live in the URL). */
  search: {
    path: '/search',
    getHref: (query?: URLSearchParams | string) => {
      const search = query?.toString() ?? '';
      return search ? `/search?${search}` : '/search';
    },
  },
  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    orders: { path: '/dashboard/orders', getHref: () => '/dashboard/orders' },
    order: {
      path: '/dashboard/orders/:id',
      getHref: (bookingId: string) => `/dashboard/orders/${encodeURIComponent(bookingId)}`,
    },
    wishlist: { path: '/dashboard/wishlist', getHref: () => '/dashboard/wishlist' },
    payment: {
      path: '/dashboard/payment/:id',
      getHref: (bookingId: string) => `/dashboard/payment/${encodeURIComponent(bookingId)}`,
    },
    sellers: { path: '/dashboard/sellers', getHref: () => '/dashboard/sellers' },
    buyers: { path: '/dashboard/buyers', getHref: () => '/dashboard/buyers' },
    reported: { path: '/dashboard/reported', getHref: () => '/dashboard/reported' },
    /** Admin: reported messages of conversations. */
    reportedMessages: {
      path: '/dashboard/reported-messages',
      getHref: () => '/dashboard/reported-messages',
    },
    addProduct: { path: '/dashboard/add-product', getHref: () => '/dashboard/add-product' },
    myProducts: { path: '/dashboard/my-products', getHref: () => '/dashboard/my-products' },
    /** The seller's received orders. */
    sellerOrders: { path: '/dashboard/seller-orders', getHref: () => '/dashboard/seller-orders' },
    earnings: { path: '/dashboard/earnings', getHref: () => '/dashboard/earnings' },
    /** Buyers' and sellers' conversations, newest activity first. */
    inbox: { path: '/dashboard/inbox', getHref: () => '/dashboard/inbox' },
    conversation: {
      path: '/dashboard/inbox/:id',
      getHref: (conversationId: string) => `/dashboard/inbox/${encodeURIComponent(conversationId)}`,
    },
    /** The caller's notifications, newest first (the navbar's bell shows the latest). */
    notifications: { path: '/dashboard/notifications', getHref: () => '/dashboard/notifications' },
    /** Every signed-in user: which notifications also come by email (emails link here). */
    settings: { path: '/dashboard/settings', getHref: () => '/dashboard/settings' },
    /** Admin: open disputes (decided ones with `?state=decided`). */
    disputes: { path: '/dashboard/disputes', getHref: () => '/dashboard/disputes' },
    /** Admin: every order (one state with `?status=`). */
    allOrders: { path: '/dashboard/all-orders', getHref: () => '/dashboard/all-orders' },
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
