import type { Sql } from '../../db/connect';

/** What a sign-in through the company's identity provider wrote of the employee: account state, membership, entity. */
export async function provisionedMember(sql: Sql, companyId: number, email: string) {
  const [member] = await sql`
    select u.state, u.email_verified, u.first_name, u.last_name, m.role, m.sso_id, e.name as entity, m.manager_email
    from users u join company_members m on m.user_id = u.id and m.company_id = ${companyId} left join entities e on e.id = m.entity_id
    where u.email = ${email}`;
  return member;
}
