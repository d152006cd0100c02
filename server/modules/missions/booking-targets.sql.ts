import type { Sql, TransactionSql } from '../../db/connect';

type Tx = Sql | TransactionSql;

/**
 * Whose companies a mission may be restricted to: an association's partner
 * companies, every active company (platform admins), or the publishing company itself.
 */
export type BookingTargetScope = { kind: 'association'; associationId: number } | { kind: 'all-active' } | { kind: 'company'; companyId: number };

export interface BookingCompanyRow {
  id: number;
  name: string;
}

export interface BookingEntityRow {
  id: number;
  companyId: number;
  name: string;
}

export async function listBookingCompanies(sql: Tx, scope: BookingTargetScope): Promise<BookingCompanyRow[]> {
  if (scope.kind === 'association') {
    return sql<BookingCompanyRow[]>`
      select c.id, c.name from companies c
      join company_partner_associations p on p.company_id = c.id
      where p.association_id = ${scope.associationId} and c.is_active
      order by c.name, c.id`;
  }
  if (scope.kind === 'company') {
    return sql<BookingCompanyRow[]>`select c.id, c.name from companies c where c.id = ${scope.companyId}`;
  }
  return sql<BookingCompanyRow[]>`select c.id, c.name from companies c where c.is_active order by c.name, c.id`;
}

/** The entities of the companies already listed for the request's scope. */
export async function listEntitiesOfCompanies(sql: Tx, companyIds: number[]): Promise<BookingEntityRow[]> {
  if (companyIds.length === 0) return [];
  return sql<BookingEntityRow[]>`
    select e.id, e.company_id as "companyId", e.name from entities e
    where e.company_id = any(${companyIds}::int[])
    order by e.name, e.id`;
}
