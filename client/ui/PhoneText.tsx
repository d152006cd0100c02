import { useFormattedPhone } from '../lib/phone';

/** A stored phone (E.164) as the spec shows it: a plus sign, the country code and groups of digits. */
export function PhoneText({ value }: { value: string }) {
  return <>{useFormattedPhone(value)}</>;
}
