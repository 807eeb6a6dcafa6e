import { useId } from 'react';

export type SubmitPhase = { step: 'upload'; progress: number } | { step: 'save' };

const STEP_TEXT = { upload: 'Uploading photo', save: 'Saving the product' } as const;

/** What Add a Product is doing: the photo's upload progress, then saving the product. */
export function UploadProgress({ phase }: { phase: SubmitPhase | null }) {
  const labelId = useId();
  const percent = phase?.step === 'upload' ? Math.round(phase.progress * 100) : 100;
  return (
    <div className="upload-progress">
      {/* Always in the page so the step is announced; the percentage lives on the bar. */}
      <span className="visually-hidden" aria-live="polite">
        {phase ? STEP_TEXT[phase.step] : ''}
      </span>
      {phase && (
        <>
          <span id={labelId} className="upload-progress__label">
            {phase.step === 'upload'
              ? `Uploading photo… ${percent}%`
              : 'Photo uploaded, saving the product…'}
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
