import { useSpaceContext } from '../../lib/space';
import { CompanyHomePage } from './company/CompanyHomePage';
import { EmployeeHomePage } from './employee/EmployeeHomePage';

/** The landing page of a space: the employee's and the company's homes (the admin space has its dashboard). */
export function SpaceHomePage() {
  const context = useSpaceContext();
  if (context.type === 'employee') return <EmployeeHomePage />;
  return <CompanyHomePage />;
}
