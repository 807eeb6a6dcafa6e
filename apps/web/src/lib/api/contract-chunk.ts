/**
 * The shared API contract with its zod response schemas. Only ever imported dynamically (by
 * response-check.ts), so zod and the schemas arrive in their own chunk after the first paint.
 */
export { contract } from '@reride/shared/contract';
