import { z } from 'zod';
import { ASSOCIATION_ROLES, COMPANY_ROLES } from '../permissions/roles';

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
  }),
  companies: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string(), role: z.enum(COMPANY_ROLES) })),
  associations: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string(), role: z.enum(ASSOCIATION_ROLES) })),
  impersonatedBy: z.string().nullable(),
});
export type Me = z.infer<typeof meSchema>;

export function fullName(firstName: string | null, lastName: string | null, email: string): string {
  const name = [firstName, lastName].filter(Boolean).join(' ').trim();
  return name || email;
}
