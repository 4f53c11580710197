import { z } from 'zod';

/** GET /health: the API answers. */
export const health = z.object({ status: z.literal('ok') });
