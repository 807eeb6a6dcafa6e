import { createContext, useContext, type FormHTMLAttributes } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';

const ScriptReady = createContext(true);

/**
 * A form only the page's script sends (sign-in, sign-up, password, contact). The server renders
 * it with its submit button disabled until the script has taken over, and with `method="post"`:
 * a press or an Enter before then sends nothing, and never a password or a message in a URL.
 * Forms made to work without the script (the quote's GET form) are plain forms.
 */
export function ScriptForm(props: FormHTMLAttributes<HTMLFormElement>) {
  const ready = useHydrated();
  return (
    <ScriptReady.Provider value={ready}>
      <form method="post" noValidate {...props} />
    </ScriptReady.Provider>
  );
}

/** False in a ScriptForm until the script has taken over; true everywhere else. */
export function useScriptReady(): boolean {
  return useContext(ScriptReady);
}
