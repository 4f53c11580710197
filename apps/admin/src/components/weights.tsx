/**
 * Actual and chargeable weight in a table cell, one phrase a line ("Cân thực 1,85 kg" / "Cân tính phí
 * 1,9 kg"): the same words as the PWA (@app/shared weightPhrases, decision 0093), never broken mid-phrase.
 */
import { weightPhrases } from '@app/shared/parcel-fees';

export function Weights({ grams, kg10 }: { grams: number | null; kg10: number | null }) {
  return (
    <>
      {weightPhrases(grams, kg10).map((phrase) => (
        <div key={phrase} style={{ whiteSpace: 'nowrap' }}>
          {phrase}
        </div>
      ))}
    </>
  );
}
