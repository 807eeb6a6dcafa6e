// Everything at once, for the API and the tests; the web reads the subpaths of package.json, so its
// first page takes `routes` and the texts it shows without the schemas (and zod).
export * from './constants';
export * from './messages';
export * from './errors';
export * from './schemas';
export * from './routes';
export * from './contract';
export * from './openapi';
export * from './rate-limits';
export * from './search-words';
export * from './aliases';
export * from './list-totals';
export * from './contact-masking';
export * from './places';
