/** Vite's `import.meta.glob`, available in vitest: gathers the `<feature>.matrix.ts` files. */
interface ImportMeta {
  glob<T = unknown>(pattern: string, options: { eager: true }): Record<string, T>;
}
