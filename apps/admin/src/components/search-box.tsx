/**
 * The one search box of a staff list (decision 0040): what it finds is said in its placeholder;
 * the text is bounded as the API's contract bounds it (SEARCH_MAX). Enter or the button searches,
 * clearing it shows the whole list again.
 */
import { SEARCH_MAX } from '@app/shared/search';
import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { messages } from '../messages.ts';

export function SearchBox({
  value,
  placeholder,
  onSearch,
  testId,
}: {
  value: string;
  placeholder: string;
  onSearch: (q: string) => void;
  testId: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <Input.Search
      aria-label={messages.search.label}
      placeholder={placeholder}
      value={text}
      maxLength={SEARCH_MAX}
      allowClear
      enterButton={messages.search.submit}
      onChange={(e) => {
        setText(e.target.value);
        if (e.target.value === '' && value !== '') onSearch('');
      }}
      onSearch={(q) => onSearch(q.trim())}
      style={{ width: 420, maxWidth: '100%' }}
      data-testid={testId}
    />
  );
}
