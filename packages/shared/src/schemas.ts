// The schemas and types of every resource (zod): forms, API handlers and tests read them here.
export * from './common';
export * from './categories';
export * from './users';
export * from './bikes';
export * from './bookings';
export * from './orders';
export * from './earnings';
export * from './conversations';
export * from './offers';
export * from './notifications';
export * from './payments';
export * from './reports';
export * from './images';
export * from './wishlist';
export * from './search-tokens';
export * from './site';
export * from './quotes';
