import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { ImageInput } from './ImageInput';
import { ImagesInput } from './ImagesInput';

const uploadFile = vi.hoisted(() => vi.fn());
vi.mock('../lib/upload', () => ({ uploadFile }));

function Harness({ initial, onChange }: { initial: string[]; onChange?: (urls: string[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ImagesInput
        label="Images de la mission"
        value={value}
        onChange={(urls) => {
          setValue(urls);
          onChange?.(urls);
        }}
        recommended={{ width: 1200, height: 800 }}
      />
      <output data-testid="value">{value.join('|')}</output>
    </>
  );
}

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
/** Chooses files in the file input found by its field's label (axe: a form control must have a name). */
const choose = (files: File[], label = 'Images de la mission') =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input[type=file]' }), { target: { files } });
const value = () => screen.getByTestId('value').textContent;

describe('ImagesInput (spec §5: up to 5 images)', () => {
  beforeEach(() => {
    uploadFile.mockReset();
    uploadFile.mockImplementation(async (file: File, _kind: string, options: { onProgress?(n: number): void }) => {
      options.onProgress?.(0.5);
      return { url: `/uploads/${file.name}`, name: file.name, size: file.size, contentType: 'image/png', width: 10, height: 10 };
    });
  });
  afterEach(() => onlineManager.setOnline(true));

  it('shows the recommended size and uploads each chosen file, in order', async () => {
    render(<Harness initial={[]} />);
    expect(screen.getByText(/1200 x 800 pixels recommandés/)).toBeTruthy();
    choose([png('a.png'), png('b.png')]);
    await waitFor(() => expect(value()).toBe('/uploads/a.png|/uploads/b.png'));
    expect(uploadFile).toHaveBeenCalledTimes(2);
    expect(uploadFile.mock.calls[0]![1]).toBe('image');
  });

  it('takes no more than 5 images and says so in French', async () => {
    render(<Harness initial={['/uploads/1.png', '/uploads/2.png', '/uploads/3.png', '/uploads/4.png']} />);
    choose([png('5.png'), png('6.png'), png('7.png')]);
    await waitFor(() => expect(value()).toBe('/uploads/1.png|/uploads/2.png|/uploads/3.png|/uploads/4.png|/uploads/5.png'));
    expect(uploadFile).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toContain('Vous pouvez ajouter au plus 5 images.');

    // Full: the add button explains instead of opening the file picker.
    uploadFile.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter des images' }));
    expect(screen.getByRole('alert').textContent).toContain('Vous pouvez ajouter au plus 5 images.');
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('reports each refusal with its French message and keeps the images already uploaded', async () => {
    uploadFile.mockImplementation(async (file: File) => {
      if (file.name === 'faux.png') throw new ApiError(415, 'UPLOAD_UNSUPPORTED_FILE', 'x');
      if (file.name === 'grand.png') throw new ApiError(422, 'UPLOAD_IMAGE_TOO_LARGE', 'x');
      return { url: `/uploads/${file.name}`, name: file.name, size: 4, contentType: 'image/png' };
    });
    render(<Harness initial={['/uploads/deja.png']} />);
    choose([png('faux.png'), png('ok.png'), png('grand.png')]);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('« grand.png »'));
    const alert = screen.getByRole('alert').textContent!;
    expect(alert).toContain("« faux.png » : Ce type de fichier n'est pas accepté.");
    expect(alert).toContain("« grand.png » : L'image est trop grande : 6000 x 6000 pixels maximum.");
    expect(value()).toBe('/uploads/deja.png|/uploads/ok.png');
  });

  it('reorders and removes images, and opens them in the lightbox', () => {
    render(<Harness initial={['/uploads/a.png', '/uploads/b.png', '/uploads/c.png']} />);
    fireEvent.click(screen.getByRole('button', { name: "Déplacer l'image 1 vers la droite" }));
    expect(value()).toBe('/uploads/b.png|/uploads/a.png|/uploads/c.png');
    fireEvent.click(screen.getByRole('button', { name: "Déplacer l'image 3 vers la gauche" }));
    expect(value()).toBe('/uploads/b.png|/uploads/c.png|/uploads/a.png');
    fireEvent.click(screen.getByRole('button', { name: "Retirer l'image 2" }));
    expect(value()).toBe('/uploads/b.png|/uploads/a.png');
    fireEvent.click(screen.getByRole('button', { name: "Agrandir l'image 2" }));
    expect(screen.getByRole('dialog').querySelector('img')!.getAttribute('src')).toBe('/uploads/a.png');
  });

  it('right to left, the button towards the earlier place points and is named to the right', () => {
    document.documentElement.dir = 'rtl';
    try {
      render(<Harness initial={['/uploads/a.png', '/uploads/b.png']} />);
      const earlier = screen.getByRole('button', { name: "Déplacer l'image 2 vers la droite" });
      expect(earlier.textContent).toBe('→');
      fireEvent.click(earlier);
      expect(value()).toBe('/uploads/b.png|/uploads/a.png');
      expect(screen.getByRole('button', { name: "Déplacer l'image 2 vers la gauche" }).textContent).toBe('←');
    } finally {
      document.documentElement.dir = '';
    }
  });

  it('says when it is offline and sends nothing', () => {
    render(<Harness initial={['/uploads/a.png']} />);
    act(() => onlineManager.setOnline(false));
    expect(screen.getByText('Vous êtes hors ligne : les images ne peuvent pas être envoyées. Réessayez dès le retour de la connexion.').getAttribute('role')).toBe('status');
    expect((screen.getByRole('button', { name: 'Ajouter des images' }) as HTMLButtonElement).disabled).toBe(true);
    expect(value()).toBe('/uploads/a.png');
  });
});

describe('ImageInput (a logo)', () => {
  it('uploads, replaces and removes one image; a refusal keeps the current one', async () => {
    uploadFile.mockReset();
    const onChange = vi.fn();
    function Logo() {
      const [logo, setLogo] = useState<string | null>('/uploads/ancien.png');
      return (
        <ImageInput
          label="Logo"
          value={logo}
          onChange={(url) => {
            setLogo(url);
            onChange(url);
          }}
        />
      );
    }
    render(<Logo />);
    uploadFile.mockRejectedValueOnce(new ApiError(413, 'UPLOAD_TOO_LARGE', 'x'));
    choose([png('lourd.png')], 'Logo');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('« lourd.png » : Le fichier est trop volumineux.'));
    expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe('/uploads/ancien.png');

    uploadFile.mockResolvedValueOnce({ url: '/uploads/nouveau.png', name: 'nouveau.png', size: 4, contentType: 'image/png' });
    choose([png('nouveau.png')], 'Logo');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/uploads/nouveau.png'));
    fireEvent.click(screen.getByRole('button', { name: "Retirer l'image" }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: 'Ajouter une image' })).toBeTruthy();
  });
});
