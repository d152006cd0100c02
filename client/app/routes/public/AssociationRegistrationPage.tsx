import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { homePathFor } from '../../../../shared/permissions/spaces';
import { buildPath } from '../../../../shared/routes';
import { MovedProviderBanner } from '../../../features/companies/components/MovedProviderBanner';
import { useCompanyPublic } from '../../../features/companies/api/get-company-public';
import { EmailCodeForm } from '../../../features/users/components/EmailCodeForm';
import { AssociationRegistrationForm } from '../../../features/users/components/RegistrationForms';
import { usePageTitle } from '../../../ui/PageState';

/** `/inscription-association` and `/inscription-association/{companySlug}` (the association becomes that company's partner). */
export function AssociationRegistrationPage() {
  const { t } = useTranslation('users');
  usePageTitle(t('association_registration.title'));
  const navigate = useNavigate();
  const { companySlug } = useParams();
  const company = useCompanyPublic(companySlug);
  const [email, setEmail] = useState<string | null>(null);

  return (
    <>
      {companySlug && company.data?.movedToProviderUrl && <MovedProviderBanner company={company.data} />}
      <section className="card card--narrow">
        <h1>{t('association_registration.title')}</h1>
        {companySlug && company.data && <p>{t('association_registration.for_company', { company: company.data.name })}</p>}
        <ol className="steps">
          <li aria-current={email ? undefined : 'step'}>{t('association_registration.step_form')}</li>
          <li aria-current={email ? 'step' : undefined}>{t('registration.step_verify')}</li>
        </ol>
        {email ? (
          <EmailCodeForm email={email} onVerified={(me) => navigate(me ? homePathFor(me) : buildPath('login', { type: 'public' }, {}, { email }), { replace: true })} />
        ) : (
          <>
            <p>{t('association_registration.intro')}</p>
            <AssociationRegistrationForm companySlug={companySlug} onCodeSent={setEmail} />
          </>
        )}
      </section>
    </>
  );
}
