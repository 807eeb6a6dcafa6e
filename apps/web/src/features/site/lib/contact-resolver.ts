import { zodResolver } from '@hookform/resolvers/zod';
import { ContactMessageBodySchema } from '@reride/shared';

/** Loaded on the contact form's first validation (lazyResolver): zod is not in the page's download. */
export const contactResolver = zodResolver(ContactMessageBodySchema);
