import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';
import { useOnline } from '../lib/online';
import { uploadFile } from '../lib/upload';

export interface PendingUpload {
  id: number;
  name: string;
  /** 0 to 1. */
  progress: number;
  /** A local preview while the file travels. */
  preview: string | null;
}

let nextId = 1;

/**
 * Image uploads with progress, shared by ImagesInput and ImageInput: each file
 * is sent on its own; a refusal is reported per file with its French message
 * and never touches the images already uploaded.
 */
export function useImageUploads(onUploaded: (url: string) => void) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const online = useOnline({ withBrowser: true });
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;
  const controllers = useRef(new Set<AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running) controller.abort();
    };
  }, []);

  const messageFor = useCallback(
    (error: unknown) => {
      const code = error instanceof ApiError ? error.code : 'UNEXPECTED';
      if (code === 'NETWORK') return t('uploads.offline');
      return t(`errors:${code}`, { defaultValue: t('errors:UNEXPECTED') });
    },
    [t],
  );

  const start = useCallback(
    (files: File[]) => {
      setRefusals([]);
      for (const file of files) {
        const id = nextId++;
        const preview = typeof URL.createObjectURL === 'function' && file.size > 0 ? URL.createObjectURL(file) : null;
        const controller = new AbortController();
        controllers.current.add(controller);
        setPending((list) => [...list, { id, name: file.name, progress: 0, preview }]);
        uploadFile(file, 'image', {
          signal: controller.signal,
          onProgress: (progress) => setPending((list) => list.map((item) => (item.id === id ? { ...item, progress } : item))),
        })
          .then((result) => uploaded.current(result.url))
          .catch((error: unknown) => {
            if ((error as Error)?.name === 'AbortError') return;
            setRefusals((list) => [...list, t('uploads.refused', { name: file.name, message: messageFor(error) })]);
          })
          .finally(() => {
            controllers.current.delete(controller);
            if (preview) URL.revokeObjectURL(preview);
            setPending((list) => list.filter((item) => item.id !== id));
          });
      }
    },
    [messageFor, t],
  );

  return { pending, refusals, setRefusals, start, online };
}
