import { useEffect, useState } from 'react';
import { formatPhone, loadPhoneLibrary } from '../../shared/validation/phone';

/**
 * A phone shown the spec's way (+33 6 12 34 56 78). The page shows the stored number at once and its formatted
 * writing as soon as the phone library has loaded (it is not part of the page's first load).
 */
export function useFormattedPhone(value: string | null | undefined): string | null {
  const [formatted, setFormatted] = useState<{ value: string; text: string } | null>(null);
  useEffect(() => {
    if (!value) return;
    let current = true;
    void formatPhone(value).then((text) => current && setFormatted({ value, text }));
    return () => {
      current = false;
    };
  }, [value]);
  if (!value) return null;
  return formatted?.value === value ? formatted.text : value;
}

/** A form with a phone field starts loading the phone library as it opens, so its check is ready when it is sent. */
export function usePhoneLibrary() {
  useEffect(() => {
    void loadPhoneLibrary();
  }, []);
}
