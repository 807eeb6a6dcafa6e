/**
 * A toast that survives a full page load: login and sign-up end with a reload (docs/domain.md#screens), which
 * would swallow a toast shown just before it.
 */
const FLASH_KEY = 'reride.flashToast';

export interface FlashToast {
  type: 'success' | 'error' | 'blank';
  message: string;
}

export function queueFlashToast(flash: FlashToast): void {
  try {
    window.sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash));
  } catch {
    /* storage disabled: the toast is lost, nothing else */
  }
}

export function takeFlashToast(): FlashToast | null {
  try {
    const raw = window.sessionStorage.getItem(FLASH_KEY);
    if (!raw) return null;
    window.sessionStorage.removeItem(FLASH_KEY);
    const parsed = JSON.parse(raw) as Partial<FlashToast>;
    if (typeof parsed.message !== 'string') return null;
    const type = parsed.type === 'success' || parsed.type === 'error' ? parsed.type : 'blank';
    return { type, message: parsed.message };
  } catch {
    return null;
  }
}
