import { z } from 'zod';
import { opsRoutes } from '../routes/ops';
import { endpoints } from './endpoint';

const HealthSchema = z.object({ status: z.literal('ok') });
const ReadySchema = z.object({ status: z.literal('ready'), engine: z.string().optional() });

export const opsEndpoints = endpoints(opsRoutes, {
  health: { tag: 'ops', summary: 'Process is up', response: HealthSchema },
  ready: { tag: 'ops', summary: 'Database is reachable', response: ReadySchema },
});
