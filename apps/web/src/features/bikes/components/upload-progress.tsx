import { useId } from 'react';

export type SubmitPhase =
  { step: 'upload'; progress: number; index?: number; count?: number } | { step: 'save' };

/** "photo" alone, or "photo 2 of 3" while several are uploaded one after another. */
function photoText(phase: SubmitPhase): string {
  if (phase.step !== 'upload' || !phase.count || phase.count < 2) return 'photo';
  return `photo ${(phase.index ?? 0) + 1} of ${phase.count}`;
}

/** What Add a Product is doing: each photo's upload progress, then saving the product. */
export function UploadProgress({ phase }: { phase: SubmitPhase | null }) {
  const labelId = useId();
  const percent = phase?.step === 'upload' ? Math.round(phase.progress * 100) : 100;
  return (
    <div className="upload-progress">
      {/* Always in the page so the step is announced; the percentage lives on the bar. */}
      <span className="visually-hidden" aria-live="polite">
        {phase
          ? phase.step === 'upload'
            ? `Uploading ${photoText(phase)}`
            : 'Saving the product'
          : ''}
      </span>
      {phase && (
        <>
          <span id={labelId} className="upload-progress__label">
            {phase.step === 'upload'
              ? `Uploading ${photoText(phase)}… ${percent}%`
              : 'Photos uploaded, saving the product…'}
          </span>
          <progress
            className="upload-progress__bar"
            aria-labelledby={labelId}
            max={100}
            value={percent}
          />
        </>
      )}
    </div>
  );
}
