import { z } from 'zod';
import { ASSOCIATION_ROLES, COMPANY_ROLES } from '../permissions/roles';
import { USER_STATES } from './user.schema';

/**
 * What `GET /api/v1/me` returns: the signed-in user and the organisations they belong to.
 * Mirrored by `isMe` (./me.guard.ts), the zod-free check the app shell uses: me.guard.test.ts fails until both agree.
 */
export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    fullName: z.string(),
    lang: z.string().nullable(),
    isPlatformAdmin: z.boolean(),
    // Added for the preferences form; optional so a session cached by an older client still reads.
    phone: z.string().nullable().optional(),
    jobTitle: z.string().nullable().optional(),
    // With the holding and entity of each company below, the whole actor the shared permission rules take
    // (client/lib/can.ts); optional so a session cached by an older client still reads.
    state: z.enum(USER_STATES).optional(),
  }),
  companies: z.array(
    z.object({
      id: z.number(),
      slug: z.string(),
      name: z.string(),
      role: z.enum(COMPANY_ROLES),
      holdingId: z.number().nullable().optional(),
      entityId: z.number().nullable().optional(),
    }),
  ),
  associations: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string(), role: z.enum(ASSOCIATION_ROLES) })),
  impersonatedBy: z.string().nullable(),
});
export type Me = z.infer<typeof meSchema>;

export function fullName(firstName: string | null, lastName: string | null, email: string): string {
  const name = [firstName, lastName].filter(Boolean).join(' ').trim();
  return name || email;
}
