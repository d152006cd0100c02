import type { AssociationPublic } from '../../../shared/associations/association.schema';
import type { CompanyPublic } from '../../../shared/companies/company.schema';
import type { MembershipProfile } from '../../../shared/users/registration.schema';
import { selfRegistrationPolicy } from '../../../shared/users/registration.schema';
import type { AssociationRecord } from '../associations/associations.service';
import { type CompanyRecord, companyReaches } from '../companies/companies.service';

/** `GET /companies/{slug}/public`. */
/** With the ways in its login pages offer besides passwords: its single sign-on (when on) and social providers. */
export function presentCompanyPublic(
  company: CompanyRecord,
  signIn: { singleSignOnPath?: string | null; socialSignIn?: CompanyPublic['socialSignIn'] } = {},
): CompanyPublic {
  return {
    id: company.id,
    slug: company.slug,
    name: company.name,
    isActive: company.isActive,
    selfRegistration: companyReaches(company, 'self_registration') ? selfRegistrationPolicy(company) : 'invitation_only',
    allowedEmailDomains: company.allowedEmailDomains,
    movedToProviderUrl: company.movedToProviderUrl,
    privacyPolicyFilepath: company.privacyPolicyFilepath,
    termsOfUseFilepath: company.termsOfUseFilepath,
    logo: company.logo,
    communication: company.communicationText || company.communicationImage ? { text: company.communicationText, image: company.communicationImage } : null,
    singleSignOnPath: signIn.singleSignOnPath ?? null,
    socialSignIn: signIn.socialSignIn ?? [],
  };
}

/** `GET /associations/{slug}/public`: the association with its branches (none unless branches are activated). */
export function presentAssociationPublic(association: AssociationRecord, branches: AssociationPublic['branches']): AssociationPublic {
  return { ...association, branches };
}

/** `GET /companies/{slug}/me`. */
export function presentMembershipProfile(membership: MembershipProfile['membership'], entities: MembershipProfile['entities']): MembershipProfile {
  return { membership, entities };
}
