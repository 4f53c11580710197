/** /counter (SPEC.md §2: title 'counter Page'; its back arrow goes to /about). A local counter. */
import { useState } from 'react';
import { pagesMessages } from '../../messages/pages.ts';

export function Component() {
  const [count, setCount] = useState(0);
  return (
    <div className="page page--center">
      <h2>counter Page</h2>
      <output className="counter__value" aria-label={pagesMessages.counterValue} data-testid="counter-value">
        {count}
      </output>
      <div className="row">
        <button type="button" className="btn btn--ghost" onClick={() => setCount((c) => c - 1)}>
          {pagesMessages.counterDecrease}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => setCount((c) => c + 1)}>
          {pagesMessages.counterIncrease}
        </button>
      </div>
    </div>
  );
}
