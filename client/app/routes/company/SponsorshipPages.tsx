/**
 * Skills sponsorship screens (issue 20), loaded as one part: the company's and the association's « Reçus fiscaux » and
 * the admin's tax exemptions. The intermission pages come on their own (IntermissionPage), within their budget.
 */
export { TaxReceiptsPage as CompanyTaxReceiptsPage } from './TaxReceiptsPage';
export { TaxReceiptsPage as AssociationTaxReceiptsPage } from '../association/TaxReceiptsPage';
export { AdminTaxExemptionPage, AdminTaxExemptionsPage } from '../admin/AdminTaxExemptionPages';
