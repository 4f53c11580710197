/**
 * The body field of the article and static-page forms: the rich-text editor loaded lazily (TipTap
 * and ProseMirror stay out of every other console page's download), with antd Form's value and
 * onChange passed through.
 */
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { uploadImage } from './api.ts';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

const upload = async (file: File) => (await uploadImage(file)).url;

export function BodyField({ value, onChange }: { value?: string; onChange?: (html: string) => void }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <RichTextEditor value={value} onChange={onChange} uploadImage={upload} />
    </Suspense>
  );
}
