import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { GoogleSignIn } from '../hooks/use-google-sign-in';
import { Glyph } from '../../../components/ui/glyph';

// The Auth emulator's account chooser (with zod, for its checks) loads the first time it opens.
const EmulatorGoogleDialog = lazy(() =>
  import('./emulator-google-dialog').then((m) => ({ default: m.EmulatorGoogleDialog })),
);

function GoogleMark() {
  return (
    <Glyph size={18} viewBox="0 0 48 48">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 7l7.2 5.6c4.2-3.9 7.1-9.6 7.1-17.1z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.6A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.9-4.6l-7.9-6.1A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.7l7.9-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.2-5.6c-2 1.4-4.7 2.3-8.7 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </Glyph>
  );
}

export function GoogleButton({ google, disabled }: { google: GoogleSignIn; disabled: boolean }) {
  // Once opened it stays mounted, so reopening it shows what was typed before.
  const [pickerUsed, setPickerUsed] = useState(false);
  if (google.pickerOpen && !pickerUsed) setPickerUsed(true);
  return (
    <>
      <Button
        variant="outline"
        block
        onClick={() => void google.start()}
        loading={google.pending}
        disabled={disabled}
      >
        {!google.pending && <GoogleMark />}
        Continue with Google
      </Button>
      {pickerUsed && (
        <Suspense fallback={null}>
          <EmulatorGoogleDialog
            open={google.pickerOpen}
            onCancel={google.cancelPicker}
            onChoose={(account) => void google.choose(account)}
          />
        </Suspense>
      )}
    </>
  );
}
