import { useErrorText } from './error-text';
import { downloadFile } from './api';
import { showFlash } from '../ui/notifications';

/** Downloads an export; a failure shows 'Le téléchargement du fichier a échoué.' (spec §7). */
export function useDownload(): (path: string, fallbackName: string) => Promise<void> {
  const errorText = useErrorText();
  return async (path, fallbackName) => {
    try {
      await downloadFile(path, fallbackName);
    } catch (error) {
      showFlash('error', errorText(error) ?? '');
    }
  };
}
