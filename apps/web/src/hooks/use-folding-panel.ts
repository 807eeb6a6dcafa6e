import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A panel that folds behind a button on phones (the main menu, the dashboard's sidebar): the
 * button's props tie it to the panel `panelId` (aria-expanded, aria-controls), and a followed
 * link folds it again.
 */
export function useFoldingPanel(panelId: string) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key]);
  return {
    open,
    toggleProps: {
      type: 'button',
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((wasOpen) => !wasOpen),
    } as const,
  };
}
