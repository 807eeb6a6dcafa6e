import { zodResolver } from '@hookform/resolvers/zod';
import { LoginFormSchema } from '@reride/shared';

/** Loaded on the login form's first validation (lazyResolver): zod is not in the page's download. */
export const loginResolver = zodResolver(LoginFormSchema);
