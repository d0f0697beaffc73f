import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../components/test-harness';
import { setLanguage } from '../../platform/i18n/i18n';
import { mockApi } from '../../test/render-app';
import { EmployeePhotoField, type PhotoChange, photoRefusal } from './EmployeePhoto';

function Harness({ seen }: { seen: PhotoChange[] }) {
  const [change, setChange] = useState<PhotoChange>({ file: null, remove: false });
  return (
    <EmployeePhotoField
      employeeId={null}
      hasPhoto={false}
      change={change}
      onChange={(c) => {
        seen.push(c);
        setChange(c);
      }}
    />
  );
}

const choose = (file: File) =>
  fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, {
    target: { files: [file] },
  });

describe('employee photo field', () => {
  afterEach(() => setLanguage('en'));

  it('takes images of at most 5 MB and refuses anything else', () => {
    expect(photoRefusal({ type: 'image/png', name: 'a.png', size: 1000 })).toBeNull();
    expect(photoRefusal({ type: '', name: 'a.JPG', size: 1000 })).toBeNull();
    expect(photoRefusal({ type: 'application/pdf', name: 'a.png', size: 1000 })).toBe('photo.notImage');
    expect(photoRefusal({ type: 'image/jpeg', name: 'a.jpg', size: 5 * 1024 * 1024 + 1 })).toBe(
      'photo.tooLarge',
    );
  });

  for (const [lang, notImage, tooLarge] of [
    ['en', 'File type must be an image', 'The file may not be greater than 5 MB.'],
    ['ckb', 'جۆری فایل دەبێت وێنە بێت', 'فایلەکە نابێت لە ٥ مێگابایت گەورەتر بێت.'],
    ['ar', 'يجب أن يكون نوع الملف صورة', 'يجب ألا يتجاوز حجم الملف 5 ميغابايت.'],
  ] as const) {
    it(`refuses a non-image and a file over 5 MB on the spot, in ${lang}`, async () => {
      await setLanguage(lang);
      mockApi({});
      const seen: PhotoChange[] = [];
      renderScreen(<Harness seen={seen} />);
      choose(new File(['%PDF-1.7'], 'face.pdf', { type: 'application/pdf' }));
      expect(await screen.findByText(notImage)).toBeTruthy();
      const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'face.png', { type: 'image/png' });
      choose(big);
      expect(await screen.findByText(tooLarge)).toBeTruthy();
      expect(seen).toEqual([]);
      const ok = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'face.png', { type: 'image/png' });
      choose(ok);
      await waitFor(() => expect(seen).toHaveLength(1));
      expect(seen[0]?.file?.name).toBe('face.png');
      await waitFor(() => expect(screen.queryByText(tooLarge)).toBeNull());
    }, 60_000);
  }
});
