/** Sets `document.title` to `Quản trị – {page}` while a page is shown. */
import { useEffect } from 'react';
import { messages } from '../messages.ts';

export function useTitle(page: string) {
  useEffect(() => {
    document.title = messages.title(page);
  }, [page]);
}
