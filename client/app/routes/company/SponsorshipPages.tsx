/**
 * Skills sponsorship and intermission screens (issue 20), loaded as one part: the company's and the association's
 * « Reçus fiscaux », the intermission offer of the company and employee spaces, and the admin's tax exemptions.
 */
export { TaxReceiptsPage as CompanyTaxReceiptsPage } from './TaxReceiptsPage';
export { TaxReceiptsPage as AssociationTaxReceiptsPage } from '../association/TaxReceiptsPage';
export { CompanyIntermissionPage, EmployeeIntermissionPage } from './IntermissionPage';
export { AdminTaxExemptionPage, AdminTaxExemptionsPage } from '../admin/AdminTaxExemptionPages';
